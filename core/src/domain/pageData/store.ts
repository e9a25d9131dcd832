import { createHash } from 'node:crypto';
import type { PageDeclaration } from '../../catalogue/page';
import type { PagePayload } from '../../catalogue/values';
import { AppError, Conflict, PayloadTooLarge, isYearHeld } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import * as msg from '../../messages';
import type { Membership } from '../membership';
import { isPageReadOnly, notReadOnly } from '../workflow/guard';
import { locationRenameChanges } from './locationRenames';
import { pageDataView, type PageDataRecord } from './records';
import type { ReportingYear } from './year';

/** DynamoDB holds at most 400 KB per item; the rest is room for the item's other attributes. */
const MAX_PAGE_BYTES = 300_000;
/** Audit items keep small pages whole and larger ones as a digest, so the audit item always fits. */
const AUDIT_WHOLE_BYTES = 16_000;

const read = (tenantId: string, yearEnd: string, pageKey: string) =>
  getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, pageKey), true);

/** This year's and last year's answers on a page, read consistently (a reload right after a save sees it). */
export async function loadPage(tenantId: string, pageKey: string, year: ReportingYear) {
  const [current, lastYear] = await Promise.all([
    read(tenantId, year.period.yearEnd, pageKey),
    year.previous ? read(tenantId, year.previous.yearEnd, pageKey) : undefined,
  ]);
  return { current, lastYear };
}

function auditCopy(values: PagePayload | undefined) {
  if (values === undefined) return undefined;
  const json = JSON.stringify(values);
  const bytes = Buffer.byteLength(json);
  if (bytes <= AUDIT_WHOLE_BYTES) return values;
  return { bytes, sha256: createHash('sha256').update(json).digest('hex') };
}

interface StoreRequest {
  m: Membership;
  page: PageDeclaration;
  year: ReportingYear;
  values: PagePayload;
  /** The version the change was based on; 0 creates the item. */
  expectedVersion: number;
  before?: PageDataRecord;
  action: 'pageData.save' | 'pageData.copy' | 'pageData.copyRows';
  copiedFrom?: string;
  /**
   * Other items the same save changes, in its transaction (the company's names: companyNames.ts). The answers a
   * boundaries save's renames carry to are added by storePage itself (locationRenames.ts).
   */
  also?: Change[];
}

/**
 * Writes a page's answers through the one write path: locked year → 423, a change based on another
 * version → 409 carrying the current answers (so the form can offer a reload and keep its input).
 */
export async function storePage(req: StoreRequest): Promise<PageDataRecord> {
  const { m, page, year, values, expectedVersion } = req;
  const tenantId = m.actor.tenantId;
  const yearEnd = year.period.yearEnd;
  if (Buffer.byteLength(JSON.stringify(values)) > MAX_PAGE_BYTES) throw PayloadTooLarge(msg.pageTooLarge);
  const renames = await locationRenameChanges(m, page.key, year, req.before?.values, values);
  const key = keys.pageData(tenantId, yearEnd, page.key);
  const fields = {
    pageKey: page.key,
    yearEnd,
    values,
    updatedAt: new Date().toISOString(),
    updatedBy: m.actor.login,
    copiedFrom: req.copiedFrom ?? null,
  };
  const change: Change =
    expectedVersion === 0
      ? { op: 'create', key, item: fields }
      : // An Excel import's lineage (docs/decisions/0055-excel-social-tables.md) ends with the next save.
        { op: 'update', key, expectedVersion, set: fields, remove: ['auditId', 'importId'] };
  try {
    await write({
      tenantId,
      yearEnd,
      action: req.action,
      changes: [change, ...(req.also ?? []), ...renames, notReadOnly(tenantId, yearEnd, page.key)],
      before: auditCopy(req.before?.values),
      after: auditCopy(values),
    });
  } catch (err) {
    // A missing item under an update is a conflict too: the form was based on a version that is gone.
    if (isPageReadOnly(err) || isYearHeld(err)) throw err;
    if (!(err instanceof AppError && (err.status === 409 || (err.status === 404 && expectedVersion > 0)))) throw err;
    throw Conflict(pageDataView(page.key, year, await read(tenantId, yearEnd, page.key)));
  }
  const { copiedFrom, ...rest } = fields;
  return { ...rest, ...(copiedFrom ? { copiedFrom } : {}), version: expectedVersion + 1 };
}
