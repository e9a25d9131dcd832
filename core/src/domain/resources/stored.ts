import { queryAll, withoutKeys, type Item } from '../../infra/db/repo';
import { getBytes } from '../../infra/s3Objects';
import { rowKey, typePrefix, yearRowsPrefix, type ResourceRecord } from './rows';
import type { ResourceType } from './schemas';

/**
 * The row id of the marker an Excel import's commit puts among a type's rows (`RES#<type>#!IMPORT`,
 * sorted before every ULID) the moment its changes become visible, until they are copied into place
 * (docs/decisions/0040-excel-staged-commit.md, 0057-excel-commit-one-write-per-row.md).
 */
export const IMPORT_MARKER = '!IMPORT';
export const importMarkerKey = (tenantId: string, yearEnd: string, type: ResourceType) =>
  rowKey(tenantId, yearEnd, type, IMPORT_MARKER);

/**
 * One row an import writes, as validation staged it: its id and the version it was based on, 0 for
 * a new row (whose id is chosen at validation, so every run of the commit writes the same row).
 */
export interface StagedRow {
  type: ResourceType;
  id: string;
  version: number;
  locationId: string;
  unit: string;
  months: string[];
  attributes: Record<string, unknown>;
}

/** What an import's commit stamps on every row it writes, fixed when the commit starts (ADR 0057). */
export interface ImportStamp {
  importId: string;
  yearEnd: string;
  auditId: string;
  updatedBy: string;
  updatedAt: string;
}

/** A marker: the import and where its staged rows are (the S3 parts validation wrote), and its stamp. */
export interface ImportMarker extends ImportStamp {
  rowId: typeof IMPORT_MARKER;
  type: ResourceType;
  parts: string[];
}

/** A staged row as the commit stores it: version one up, the import's audit id as its lineage. */
export const importedRecord = (r: StagedRow, s: ImportStamp): ResourceRecord & { importId: string } => ({
  rowId: r.id,
  type: r.type,
  yearEnd: s.yearEnd,
  locationId: r.locationId,
  unit: r.unit,
  months: r.months,
  attributes: r.attributes,
  auditId: s.auditId,
  importId: s.importId,
  updatedAt: s.updatedAt,
  updatedBy: s.updatedBy,
  version: r.version + 1,
});

/** A staged part's entries: resource rows, and (in the last part) whole social pages, which have a `kind`. */
export const partEntries = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as object[];
export const isStagedRow = (e: object): e is StagedRow => !('kind' in e);

/**
 * The rows of a committed import as readers see them until they are copied: read from its S3 parts
 * once per process (parts never change once written, nor does the stamp), the last few imports kept.
 */
const overlays = new Map<string, Promise<ResourceRecord[]>>();
const OVERLAYS_KEPT = 4;

async function readOverlay(m: ImportMarker): Promise<ResourceRecord[]> {
  const out: ResourceRecord[] = [];
  for (const key of m.parts) {
    const bytes = await getBytes(key);
    if (!bytes) throw new Error(`excel import ${m.importId}: staged part ${key} is missing`);
    for (const e of partEntries(bytes)) if (isStagedRow(e)) out.push(importedRecord(e, m));
  }
  return out;
}

function overlayOf(m: ImportMarker): Promise<ResourceRecord[]> {
  let rows = overlays.get(m.importId);
  if (!rows) {
    rows = readOverlay(m);
    rows.catch(() => overlays.delete(m.importId));
    overlays.set(m.importId, rows);
    if (overlays.size > OVERLAYS_KEPT) overlays.delete(overlays.keys().next().value!);
  }
  return rows;
}

type Stored = ResourceRecord & { importId?: string };

/**
 * Every stored row of a year (or of one type): one Query, as before. While a committed import is
 * being copied into place its markers are among them, and its staged rows — read from its S3 parts,
 * the marker's types only — stand in for the rows they replace: readers see all of the import or
 * none, whichever of its rows are already copied (the same stored form either way).
 */
export async function storedRows(tenantId: string, yearEnd: string, type?: ResourceType): Promise<ResourceRecord[]> {
  const prefix = type ? typePrefix(tenantId, yearEnd, type) : yearRowsPrefix(tenantId, yearEnd);
  const items = await queryAll<Stored>(prefix);
  const rowOf = (i: Stored & Item) => withoutKeys(i) as Stored;
  const markers = items.filter((i) => i.rowId === IMPORT_MARKER).map((i) => rowOf(i) as unknown as ImportMarker);
  const rows = items.filter((i) => i.rowId !== IMPORT_MARKER).map(rowOf);
  if (markers.length === 0) return rows;
  const byId = new Map(rows.map((r) => [`${r.type}#${r.rowId}`, r]));
  for (const m of markers)
    for (const r of await overlayOf(m)) if (r.type === m.type) byId.set(`${r.type}#${r.rowId}`, r);
  return [...byId.values()];
}
