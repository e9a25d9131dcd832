import * as keys from '../../infra/db/itemKeys';
import type { Key } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';

/**
 * The year of an item an invited auditor may open by its id (docs/decisions/0115-the-auditor.md): read by the request
 * chain before the route runs, so an item of another year is not found. Each group passes the readers of its own items
 * (`groupHandler`), so a group builds only the keys it uses (ADR 0146).
 */
export type ItemYear = (tenantId: string, id: string) => Promise<string | undefined>;

const yearOf =
  (key: (tenantId: string, id: string) => Key): ItemYear =>
  async (tenantId, id) =>
    (await getItem<{ yearEnd?: string }>(key(tenantId, id)))?.yearEnd;

/** A file's year: the evidence an auditor traces a figure to. */
export const fileYear = yearOf(keys.file);
/** A report job's year: a report, its progress, a publication or assurance pack. */
export const reportJobYear = yearOf(keys.reportJob);
/** An Excel import's year: the import history and its errors workbook. */
export const importYear = yearOf(keys.excelImport);
