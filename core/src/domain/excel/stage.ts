import { AppError, Locked, NotFound } from '../../errors';
import { bulkWrite } from '../../infra/db/bulk';
import { keys } from '../../infra/db/keys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { getBytes } from '../../infra/s3Objects';
import type { PageDataRecord } from '../pageData/records';
import type { PeriodRecord } from '../records';
import { rowKey, yearRowsPrefix, type ResourceRecord } from '../resources/rows';
import { IMPORT_MARKER, importMarkerKey } from '../resources/stored';
import type { StagedRow } from './context';
import type { ImportRecord } from './records';
import type { StagedPage } from './socialCheck';

/**
 * The pieces of an import's staged commit (docs/decisions/0040-excel-staged-commit.md): the rows as
 * they will be stored, the year's hold, the check that nothing changed since validation, and the
 * markers that make the staged rows visible to readers until they are copied into place.
 */

export const notReady = () => new AppError(409, 'CONFLICT', 'excelNotReady');
const applying = () => new AppError(409, 'CONFLICT', 'excelApplying');

/** The validated changes the worker left in S3: resource rows, and whole social pages (ADR 0055). */
export async function stagedChanges(job: ImportRecord): Promise<{ rows: StagedRow[]; pages: StagedPage[] }> {
  const bytes = job.stagedKey ? await getBytes(job.stagedKey) : undefined;
  if (!bytes) throw notReady();
  const all = JSON.parse(new TextDecoder().decode(bytes)) as (StagedRow | StagedPage)[];
  const isPage = (s: StagedRow | StagedPage): s is StagedPage => 'kind' in s && s.kind === 'page';
  return { rows: all.filter((s): s is StagedRow => !isPage(s)), pages: all.filter(isPage) };
}

/** Each changed row as it will be stored: version one up, the import's audit id as its lineage. */
export function storedForm(tenantId: string, job: ImportRecord, rows: readonly StagedRow[], login: string, at: string) {
  return rows.map((r) => {
    const key = rowKey(tenantId, job.yearEnd, r.type, r.id);
    const item: Omit<ResourceRecord, 'version'> & { version: number; importId: string } = {
      rowId: r.id,
      type: r.type,
      yearEnd: job.yearEnd,
      locationId: r.locationId,
      unit: r.unit,
      months: r.months,
      attributes: r.attributes,
      auditId: job.auditId!,
      importId: job.id,
      updatedAt: at,
      updatedBy: login,
      version: r.version + 1,
    };
    return { key, stage: keys.excelStage(tenantId, job.id, key.sk), item };
  });
}

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
 */
export async function unchangedSinceValidation(
  tenantId: string,
  yearEnd: string,
  { rows, pages }: { rows: readonly StagedRow[]; pages: readonly StagedPage[] },
) {
  const [items, stored] = await Promise.all([
    queryAll<ResourceRecord>(yearRowsPrefix(tenantId, yearEnd), true),
    Promise.all(pages.map((p) => getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, p.pageKey), true))),
  ]);
  const version = new Map(items.map((i) => [`${i.type}#${i.rowId}`, i.version]));
  const same = (expected: number, now: number | undefined) => (expected === 0 ? now === undefined : now === expected);
  return (
    rows.every((r) => same(r.version, version.get(`${r.type}#${r.id}`))) &&
    pages.every((p, i) => same(p.version, stored[i]?.version))
  );
}

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

/** The markers of the types a commit changes: put by its switch, deleted by its last write. */
export function markers(tenantId: string, job: ImportRecord, rows: readonly StagedRow[]) {
  const types = [...new Set(rows.map((r) => r.type))];
  return {
    put: types.map((type): Change => ({
      op: 'put',
      key: importMarkerKey(tenantId, job.yearEnd, type),
      item: { rowId: IMPORT_MARKER, type, importId: job.id },
    })),
    delete: types.map((type): Change => ({ op: 'delete', key: importMarkerKey(tenantId, job.yearEnd, type) })),
  };
}

/**
 * Housekeeping: removes an import's staged rows once nobody can read them (committed, or cancelled
 * before its switch). Best effort; what is left is never read (no marker points at it).
 */
export async function dropStage(tenantId: string, importId: string): Promise<void> {
  const staged = await queryAll(keys.excelStagePrefix(tenantId, importId, 'RES#'));
  await bulkWrite(staged.map((s) => ({ delete: { pk: s.pk, sk: s.sk } }))).catch(() => undefined);
}
