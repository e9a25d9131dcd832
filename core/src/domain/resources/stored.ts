import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { queryAll, withoutKeys } from '../../infra/db/repo';
import type { Key } from '../../infra/db/keys';
import { IMPORTED, importedKey, PACK, packKey, typePrefix, yearRowsPrefix, type ResourceRecord } from './rows';
import type { ResourceType } from '../../schemas/resources';

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
 * one type to an item, `rows` their staged form as JSON (deflated), the stamp once. A pack is never changed;
 * a row of it that a page saves or deletes later gets its own item, with a higher version.
 */
export type PackItem = ImportStamp & {
  rowId: typeof PACK;
  type: ResourceType;
  /** The rows' JSON, UTF-8, raw DEFLATE (RFC 1951): a fifth to a tenth of the bytes to send, store and read. */
  rows: Uint8Array;
};
/** Rows and bytes of JSON (before DEFLATE) a pack holds at most: an item far under DynamoDB's 400 KB, whatever the text. */
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
      out.push({ ...key, ...stamp, rowId: PACK, type, rows: deflateRawSync(`[${json.join(',')}]`, { level: 1 }) });
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

/** A pack's rows as stored (`rows` JSON of staged rows, the stamp once). */
export const packRows = (p: PackItem): StagedRow[] =>
  JSON.parse(inflateRawSync(p.rows).toString('utf8')) as StagedRow[];
const unpack = (p: PackItem): ResourceRecord[] => packRows(p).map((r) => importedRecord(r, p));

/**
 * The record an import's switch puts among the rows of each type it writes (`RES#<type>#!IMPORTED#<id>`,
 * ADR 0061): the import's packs count from that moment; before it they are written but not read.
 */
export interface ImportedItem {
  rowId: typeof IMPORTED;
  type: ResourceType;
  importId: string;
  auditId: string;
}
export const importedItem = (
  tenantId: string,
  yearEnd: string,
  type: ResourceType,
  importId: string,
  auditId: string,
) => ({
  key: importedKey(tenantId, yearEnd, type, importId),
  item: { rowId: IMPORTED, type, importId, auditId } satisfies ImportedItem,
});

/** A row item: a row a page saved (or an import before packs), or a row deleted out of a pack. */
type RowItem = ResourceRecord & { importId?: string; deleted?: true };
type StoredItem = RowItem | PackItem | ImportedItem;

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
 * its own item and the packs of the imports whose switch recorded them (ADR 0061) — an import's
 * packs written before its switch are not read, so readers see all of an import or none. A deleted
 * row's item is a tombstone.
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
  const imported = new Set<string>();
  const packs: PackItem[] = [];
  for (const i of items) {
    if (i.rowId === IMPORTED) imported.add(`${i.type}#${(i as ImportedItem).importId}`);
    else if (i.rowId === PACK) packs.push(i as PackItem);
    // Other bookkeeping items (ids that are not ULIDs start with '!') are not rows.
    else if (!i.rowId.startsWith('!')) {
      const row = i as RowItem;
      itemVersions.set(idOf(row), row.version);
      offer(row);
    }
  }
  const packed = new Set<string>();
  for (const p of packs) {
    if (!imported.has(`${p.type}#${p.importId}`)) continue;
    for (const r of unpack(p)) {
      packed.add(idOf(r));
      offer(r);
    }
  }
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
