import { ulid } from 'ulid';
import { textOf } from '../../catalogue/bilingual';
import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText } from '../../catalogue/messages';
import type { PagePayload, TableRow } from '../../catalogue/values';

/**
 * Table rows that other records point at carry a stable id column: a location (monthly grids, the
 * comp-location calls), a board member (questionnaire links and statuses). The server assigns it on
 * save when a row has none, reusing the stored row's id when the row's natural key matches (a client
 * that ignores the column still keeps its ids), and a copy from last year keeps them, so one location
 * has one id across years.
 */
export const ROW_IDS: Readonly<Record<string, { table: string; id: string; match: string }>> = {
  reporting_boundaries: { table: 'locations', id: 'locationId', match: 'name' },
  board_committee: { table: 'members', id: 'memberId', match: 'email' },
};

const rowsOf = (values: PagePayload | undefined, table: string) => (values?.[table] as TableRow[] | null) ?? [];
const filled = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The answers with every row of the page's id-carrying table holding an id. */
export function withRowIds(pageKey: string, values: PagePayload, stored?: PagePayload): PagePayload {
  const spec = ROW_IDS[pageKey];
  if (!spec || !Array.isArray(values[spec.table])) return values;
  const rows = rowsOf(values, spec.table);
  const used = new Set(rows.map((r) => r[spec.id]).filter(filled));
  const previous = new Map<unknown, string>();
  // A translatable name (ADR 0121) matches by its text, as the lists name it.
  for (const r of rowsOf(stored, spec.table))
    if (filled(r[spec.id])) previous.set(textOf(r[spec.match]), r[spec.id] as string);
  const withIds = rows.map((row) => {
    if (filled(row[spec.id])) return row;
    const earlier = previous.get(textOf(row[spec.match]));
    const id = earlier !== undefined && !used.has(earlier) ? earlier : ulid();
    used.add(id);
    return { ...row, [spec.id]: id };
  });
  return { ...values, [spec.table]: withIds };
}

/** Two rows claiming one id would make it point at two things: "Duplicated item or missing input." */
export function duplicateRowIds(pageKey: string, values: PagePayload): CatalogueIssue[] {
  const spec = ROW_IDS[pageKey];
  if (!spec) return [];
  const seen = new Set<string>();
  const issues: CatalogueIssue[] = [];
  rowsOf(values, spec.table).forEach((row, i) => {
    const id = row[spec.id];
    if (!filled(id)) return;
    if (seen.has(id))
      issues.push({
        path: `${spec.table}.${i}.${spec.id}`,
        code: 'duplicatedOrMissing',
        message: messageText('duplicatedOrMissing'),
      });
    seen.add(id);
  });
  return issues;
}
