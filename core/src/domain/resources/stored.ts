import { queryAll, withoutKeys } from '../../infra/db/repo';
import { getBytes } from '../../infra/s3Objects';
import type { Key } from '../../infra/db/keys';
import { PACK, packKey, rowKey, typePrefix, yearRowsPrefix, type ResourceRecord } from './rows';
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
 * An import's rows as the commit stores them (docs/decisions/0061-excel-rows-packed.md): many rows of
 * one type to an item, `rows` their staged form as JSON, the stamp once. A pack is never changed;
 * a row of it that a page saves or deletes later gets its own item, with a higher version.
 */
export type PackItem = ImportStamp & {
  rowId: typeof PACK;
  type: ResourceType;
  rows: string;
};
/** Rows and JSON bytes a pack holds at most: ~60 KB per item, far under DynamoDB's 400 KB. */
export const PACK_ROWS = 250;
export const PACK_BYTES = 96 * 1024;

/**
 * The packs of one part's rows, type by type in the part's order, keyed by import, part and number,
 * so every run of a commit writes the same items.
 */
export function packsOf(tenantId: string, part: number, rows: readonly StagedRow[], stamp: ImportStamp) {
  const byType = new Map<ResourceType, StagedRow[]>();
  for (const r of rows) {
    const list = byType.get(r.type);
    if (list) list.push(r);
    else byType.set(r.type, [r]);
  }
  const out: (PackItem & Key & Record<string, unknown>)[] = [];
  let n = 0;
  for (const [type, list] of byType) {
    let json: string[] = [];
    let bytes = 0;
    const close = () => {
      if (json.length === 0) return;
      const key = packKey(tenantId, stamp.yearEnd, type, stamp.importId, part, n++);
      out.push({ ...key, ...stamp, rowId: PACK, type, rows: `[${json.join(',')}]` });
      json = [];
      bytes = 0;
    };
    for (const r of list) {
      const one = JSON.stringify(r);
      const size = Buffer.byteLength(one);
      if (json.length === PACK_ROWS || bytes + size > PACK_BYTES) close();
      json.push(one);
      bytes += size + 1;
    }
    close();
  }
  return out;
}

const unpack = (p: PackItem): ResourceRecord[] => (JSON.parse(p.rows) as StagedRow[]).map((r) => importedRecord(r, p));

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

/** A row item: a row a page saved (or an import before packs), or a row deleted out of a pack. */
type RowItem = ResourceRecord & { importId?: string; deleted?: true };
type StoredItem = RowItem | PackItem | ImportMarker;

/**
 * A year's rows (or one type's) as stored: the rows readers see, and for the write path what it must
 * be conditional on — the version of each row's own item (absent: none), and whether a pack holds an
 * older copy of it (then a delete must leave a tombstone, or the pack's copy would show again).
 */
export interface StoredRows {
  rows: ResourceRecord[];
  itemVersion: (type: ResourceType, rowId: string) => number | undefined;
  packed: (type: ResourceType, rowId: string) => boolean;
}

const idOf = (r: { type: ResourceType; rowId: string }) => `${r.type}#${r.rowId}`;

/**
 * Every stored row of a year (or of one type): one Query. A row is the highest version of it among
 * its own item, the packs of the imports that wrote it and — while a committed import is being
 * copied into place, its markers among the items — the import's staged rows read from its S3 parts
 * (the marker's type only): readers see all of an import or none, whichever of its packs are
 * already written (the same stored form either way). A deleted row's item is a tombstone.
 */
export async function storedRowState(
  tenantId: string,
  yearEnd: string,
  type?: ResourceType,
  consistent = false,
): Promise<StoredRows> {
  const prefix = type ? typePrefix(tenantId, yearEnd, type) : yearRowsPrefix(tenantId, yearEnd);
  const items: StoredItem[] = (await queryAll<StoredItem>(prefix, consistent)).map((i) => withoutKeys(i));
  const best = new Map<string, RowItem>();
  const offer = (r: RowItem) => {
    const id = idOf(r);
    const now = best.get(id);
    if (!now || r.version > now.version) best.set(id, r);
  };
  const itemVersions = new Map<string, number>();
  const packed = new Set<string>();
  const markers: ImportMarker[] = [];
  for (const i of items) {
    if (i.rowId === IMPORT_MARKER) {
      markers.push(i as ImportMarker);
      continue;
    }
    if (i.rowId === PACK) {
      for (const r of unpack(i as PackItem)) {
        packed.add(idOf(r));
        offer(r);
      }
      continue;
    }
    const row = i as RowItem;
    itemVersions.set(idOf(row), row.version);
    offer(row);
  }
  for (const m of markers) for (const r of await overlayOf(m)) if (r.type === m.type) offer(r);
  return {
    rows: [...best.values()].filter((r) => !r.deleted),
    itemVersion: (t, rowId) => itemVersions.get(`${t}#${rowId}`),
    packed: (t, rowId) => packed.has(`${t}#${rowId}`),
  };
}

/** Every stored row of a year (or of one type), as readers see them (storedRowState). */
export async function storedRows(tenantId: string, yearEnd: string, type?: ResourceType): Promise<ResourceRecord[]> {
  return (await storedRowState(tenantId, yearEnd, type)).rows;
}
