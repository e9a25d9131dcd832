import { keys } from '../../infra/db/keys';
import { queryAll, withoutKeys, type Item } from '../../infra/db/repo';
import { rowKey, typePrefix, yearRowsPrefix, type ResourceRecord } from './rows';
import type { ResourceType } from './schemas';

/**
 * The row id of the marker an Excel import's commit puts among a type's rows (`RES#<type>#!IMPORT`,
 * sorted before every ULID) the moment its changes become visible, until they are copied into place
 * (docs/decisions/0040-excel-staged-commit.md).
 */
export const IMPORT_MARKER = '!IMPORT';
export const importMarkerKey = (tenantId: string, yearEnd: string, type: ResourceType) =>
  rowKey(tenantId, yearEnd, type, IMPORT_MARKER);

type Stored = ResourceRecord & { importId?: string };

/**
 * Every stored row of a year (or of one type): one Query, as before. While a committed import is
 * being copied into place its marker is among them, and its staged rows (one more Query of the
 * import's partition) stand in for the rows they replace: readers see all of the import or none.
 */
export async function storedRows(tenantId: string, yearEnd: string, type?: ResourceType): Promise<ResourceRecord[]> {
  const prefix = type ? typePrefix(tenantId, yearEnd, type) : yearRowsPrefix(tenantId, yearEnd);
  const items = await queryAll<Stored>(prefix);
  const rowOf = (i: Stored & Item) => withoutKeys(i) as Stored;
  const markers = items.filter((i) => i.rowId === IMPORT_MARKER);
  const rows = items.filter((i) => i.rowId !== IMPORT_MARKER).map(rowOf);
  const importIds = [...new Set(markers.map((m) => m.importId!))];
  if (importIds.length === 0) return rows;
  const byId = new Map(rows.map((r) => [`${r.type}#${r.rowId}`, r]));
  for (const id of importIds) {
    const staged = await queryAll<Stored>(keys.excelStagePrefix(tenantId, id, prefix.skPrefix));
    for (const s of staged.map(rowOf)) byId.set(`${s.type}#${s.rowId}`, s);
  }
  return [...byId.values()];
}
