import { AppError, Locked, NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { bulkWrite } from '../../infra/db/bulk';
import { getItem, queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import type { PageDataRecord } from '../pageData/records';
import type { PeriodRecord } from '../records';
import type { ResourceType } from '../../schemas/resources';
import { packsPrefix } from '../resources/rows';
import { importedItem, storedRowState, type ImportStamp, type StagedRow } from '../resources/stored';
import type { ImportRecord } from './records';
import type { StagedPage } from './socialCheck';
import * as msg from '../../messages';

/**
 * The pieces of an import's staged commit (docs/decisions/0040-excel-staged-commit.md, 0057, 0061):
 * the stamp its rows are stored with, the year's hold, the check that nothing changed since
 * validation, and the records of its switch that make its packs count.
 */

export const notReady = () => new AppError(409, 'CONFLICT', msg.excelNotReady);
const applying = () => new AppError(409, 'CONFLICT', msg.excelApplying);

/** What the commit stamps on every row it writes: fixed when it started, the same in every run (ADR 0057). */
export const stampOf = (job: ImportRecord, login: string): ImportStamp => ({
  importId: job.id,
  yearEnd: job.yearEnd,
  auditId: job.auditId!,
  updatedBy: job.committedBy ?? login,
  updatedAt: job.commitStartedAt ?? job.createdAt,
});

type PeriodItem = PeriodRecord & { excelImport?: string };

/**
 * Holds the year for the import: every other write of the year answers 409 until it is released
 * (the write path's year check, ADR 0040). Holding it again for the same import is a no-op.
 */
export async function holdYear(tenantId: string, job: ImportRecord): Promise<void> {
  const key = keys.period(tenantId, job.yearEnd);
  const p = await getItem<PeriodItem>(key, true);
  if (!p) throw NotFound();
  if (p.printed) throw Locked();
  if (p.excelImport === job.id) return;
  if (p.excelImport) throw applying();
  await write({
    tenantId,
    action: 'excel.hold',
    entity: keys.excelImport(tenantId, job.id),
    changes: [{ op: 'update', key, expectedVersion: p.version, set: { excelImport: job.id } }],
  });
}

/** The change that releases the year (in the commit's last write, or when the commit gives up). */
export async function releaseChange(tenantId: string, job: ImportRecord): Promise<Change[]> {
  const key = keys.period(tenantId, job.yearEnd);
  const p = await getItem<PeriodItem>(key, true);
  if (p?.excelImport !== job.id) return [];
  return [{ op: 'update', key, expectedVersion: p.version, set: {}, remove: ['excelImport'] }];
}

/**
 * With the year held nothing can change any more: every updated row must still have the version
 * the workbook was validated against, and no new row may exist yet. Else the commit is a conflict.
 * Read once (the year's row versions, compactly), then asked part by part (ADR 0057).
 */
export async function versionsNow(tenantId: string, yearEnd: string) {
  const { rows } = await storedRowState(tenantId, yearEnd, undefined, true);
  const version = new Map(rows.map((r) => [`${r.type}#${r.rowId}`, r.version]));
  const location = new Map(rows.map((r) => [`${r.type}#${r.rowId}`, r.locationId]));
  return {
    /** Where a row is stored now (a row the import moves is taken from there). */
    locationOf: (r: StagedRow) => location.get(`${r.type}#${r.id}`),
    rowsUnchanged: (rows: readonly StagedRow[]) => rows.every((r) => same(r.version, version.get(`${r.type}#${r.id}`))),
    pagesUnchanged: async (pages: readonly StagedPage[]) => {
      const stored = await Promise.all(
        pages.map((p) => getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, p.pageKey), true)),
      );
      return pages.every((p, i) => same(p.version, stored[i]?.version));
    },
  };
}

const same = (expected: number, now: number | undefined) => (expected === 0 ? now === undefined : now === expected);

/**
 * The social pages an import writes, in its switch (the commit point): whole answers based on the
 * version validated against, the import's audit id as their lineage (a later save on the page
 * removes it, pageData/store.ts).
 */
export function pageChanges(
  tenantId: string,
  job: ImportRecord,
  pages: readonly StagedPage[],
  login: string,
  at: string,
) {
  return pages.map((p): Change => {
    const key = keys.pageData(tenantId, job.yearEnd, p.pageKey);
    const fields = {
      pageKey: p.pageKey,
      yearEnd: job.yearEnd,
      values: p.values,
      updatedAt: at,
      updatedBy: login,
      copiedFrom: null,
      auditId: job.auditId!,
      importId: job.id,
    };
    return p.version === 0
      ? { op: 'create', key, item: fields }
      : { op: 'update', key, expectedVersion: p.version, set: fields };
  });
}

/** The switch's records of the import among the rows of each type it writes: its packs count from then on (ADR 0061). */
export const importedChanges = (tenantId: string, types: Iterable<ResourceType>, stamp: ImportStamp): Change[] =>
  [...new Set(types)].map((type) => ({
    op: 'put',
    ...importedItem(tenantId, stamp.yearEnd, type, stamp.importId, stamp.auditId),
  }));

/**
 * Best effort, for a commit that gave up before its switch: the packs it had written (never read,
 * as no switch recorded them) are deleted.
 */
export async function discardPacks(tenantId: string, types: Iterable<ResourceType>, stamp: ImportStamp) {
  for (const type of new Set(types)) {
    const packs = await queryAll(packsPrefix(tenantId, stamp.yearEnd, type, stamp.importId));
    await bulkWrite(packs.map(({ pk, sk }) => ({ delete: { pk, sk } })));
  }
}
