import { keyField, naturalKey, rowLabel } from '../resources/naturalKey';
import type { ResourceRecord } from '../resources/rows';
import type { ResourceType } from '../../schemas/resources';
import type { StagedRow, YearContext } from './context';
import { cellRef, type Column } from './layout';
import type { ImportMessageKey } from './messages';
import { canonical } from './quantity';

type Next = Omit<StagedRow, 'type' | 'id' | 'version'>;

/** What the import does with a row by its natural key (docs/decisions/0070-natural-keys.md). */
export type KeyVerdict =
  | { ok: true }
  /** A new row equal to the stored row with its key: that row again (the same workbook imported twice). */
  | { ok: false; unchanged: true }
  | { ok: false; unchanged: false; column: number; key: ImportMessageKey; params: Record<string, string> };

const OK: KeyVerdict = { ok: true };
const UNCHANGED: KeyVerdict = { ok: false, unchanged: true };

/**
 * The natural keys of a workbook's rows against the year's stored rows and the workbook's earlier
 * rows: a new row, or a stored row the workbook moves to another key, may not take a key another
 * row holds. Holds one key per stored row of the types read and one per workbook row.
 */
export class RowKeys {
  private readonly stored = new Map<ResourceType, Map<string, ResourceRecord>>();
  /**
   * Each type's workbook keys, by the row that holds each: its number, not its cell's name, as one is kept per
   * row of the workbook (a type has one sheet, `typeOfSheet`) — a name is made only for a duplicate (ADR 0060).
   */
  private readonly book = new Map<ResourceType, Map<string, number>>();

  constructor(private readonly ctx: YearContext) {}

  private storedOf(type: ResourceType) {
    let keys = this.stored.get(type);
    if (!keys) {
      keys = new Map();
      for (const r of this.ctx.rows.get(type)?.values() ?? []) {
        const k = naturalKey(type, r.locationId, r.attributes);
        if (!keys.has(k)) keys.set(k, r);
      }
      this.stored.set(type, keys);
    }
    return keys;
  }

  private bookOf(type: ResourceType) {
    let keys = this.book.get(type);
    if (!keys) this.book.set(type, (keys = new Map()));
    return keys;
  }

  /** The verdict on one checked row (`stored`: the row its hidden id names). */
  check(
    sheet: string,
    type: ResourceType,
    columns: readonly Column[],
    rowNumber: number,
    stored: ResourceRecord | undefined,
    next: Next,
  ): KeyVerdict {
    const key = naturalKey(type, next.locationId, next.attributes);
    const field = keyField(type, next.attributes);
    const column = Math.max(
      0,
      columns.findIndex((c) => 'attribute' in c && c.attribute === field),
    );
    const kept = stored !== undefined && naturalKey(type, stored.locationId, stored.attributes) === key;
    const holder = kept ? undefined : this.storedOf(type).get(key);
    if (holder && holder.rowId !== stored?.rowId) {
      if (!stored && sameRow(holder, next, columns)) return UNCHANGED;
      const name = this.ctx.locationName.get(holder.locationId) ?? holder.locationId;
      const params = { row: rowLabel(type, name, holder.attributes) };
      return { ok: false, unchanged: false, column, key: 'duplicateStored', params };
    }
    const book = this.bookOf(type);
    const earlier = book.get(key);
    if (earlier === undefined) book.set(key, rowNumber);
    else if (!kept)
      return {
        ok: false,
        unchanged: false,
        column,
        key: 'duplicateInBook',
        params: { cell: cellRef(sheet, earlier, 1) },
      };
    return OK;
  }
}

const shown = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Whether a new row says exactly what a stored row says in the workbook's columns. */
function sameRow(stored: ResourceRecord, next: Next, columns: readonly Column[]): boolean {
  if (stored.unit !== next.unit || stored.locationId !== next.locationId) return false;
  for (let m = 0; m < next.months.length; m++)
    if (canonical(next.months[m]!) !== canonical(stored.months[m] ?? '')) return false;
  for (const c of columns)
    if ('attribute' in c && shown(stored.attributes[c.attribute]) !== shown(next.attributes[c.attribute])) return false;
  return true;
}
