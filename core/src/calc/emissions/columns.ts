import type { ResourceKind } from './model';
import type { EmissionsJson, LineJson } from './present';

/**
 * The lines of a presented result as columns, for callers that keep many results in memory (a
 * dashboard over years, the bench's target): one object per line costs ~140 B on V8's heap (the
 * object, nine slots, and a boxed double for its value); columns cost a few 8-byte slots per line.
 * Row facts (row id, location, kind, audit id) are kept once per row, not per line; values sit in
 * a packed double array (stopped lines read 0 there and are listed in `stopped` with their gaps).
 * Nothing is lost: `lineAt` gives back exactly the LineJson of the object form.
 */
export interface LineColumns {
  rows: { rowId: string[]; locationId: string[]; kind: ResourceKind[]; auditId: string[] };
  /** Per line: index into `rows`, into the result's `specs` and `bases`, active-month bits, value. */
  row: number[];
  spec: number[];
  basis: number[];
  activeMonths: number[];
  value: number[];
  /** Lines stopped by gaps (value null in the object form), with each one's gap indices. */
  stopped: number[];
  stoppedGaps: number[][];
  /** Lines that computed a value but carry gaps anyway (none today; kept so nothing is dropped). */
  gapped: number[];
  gappedGaps: number[][];
}

export type EmissionsColumnsJson = Omit<EmissionsJson, 'lines'> & { lines: []; lineColumns: LineColumns };

/** The object-form lines of a presented result as columns (the figures, specs, bases and gaps are shared). */
export function withLineColumns(json: EmissionsJson): EmissionsColumnsJson {
  const rowIndex = new Map<string, number>();
  const rows: LineColumns['rows'] = { rowId: [], locationId: [], kind: [], auditId: [] };
  const n = json.lines.length;
  const cols: LineColumns = {
    rows,
    row: new Array<number>(n),
    spec: new Array<number>(n),
    basis: new Array<number>(n),
    activeMonths: new Array<number>(n),
    // Doubles only, so V8 keeps them unboxed (PACKED_DOUBLE_ELEMENTS): no null in here.
    value: new Array<number>(n).fill(0.5),
    stopped: [],
    stoppedGaps: [],
    gapped: [],
    gappedGaps: [],
  };
  // Lines stopped by the same gaps share one list (most stopped lines miss the same few factors).
  const lists = new Map<string, number[]>();
  const shared = (gaps: number[]) => {
    const key = gaps.join(',');
    let list = lists.get(key);
    if (!list) lists.set(key, (list = gaps));
    return list;
  };
  json.lines.forEach((l, i) => {
    let r = rowIndex.get(l.rowId);
    if (r === undefined) {
      rowIndex.set(l.rowId, (r = rows.rowId.push(l.rowId) - 1));
      rows.locationId.push(l.locationId);
      rows.kind.push(l.kind);
      rows.auditId.push(l.auditId);
    }
    cols.row[i] = r;
    cols.spec[i] = l.spec;
    cols.basis[i] = l.basis;
    cols.activeMonths[i] = l.activeMonths;
    cols.value[i] = l.value ?? 0;
    if (l.value === null) {
      cols.stopped.push(i);
      cols.stoppedGaps.push(shared(l.gaps));
    } else if (l.gaps.length > 0) {
      cols.gapped.push(i);
      cols.gappedGaps.push(shared(l.gaps));
    }
  });
  return { ...json, lines: [], lineColumns: cols };
}

/** Line `i` of the columns, exactly as the object form has it. */
export function lineAt(c: LineColumns, i: number): LineJson {
  const r = c.row[i]!;
  const stopped = c.stopped.indexOf(i);
  const gapped = c.gapped.indexOf(i);
  return {
    rowId: c.rows.rowId[r]!,
    locationId: c.rows.locationId[r]!,
    kind: c.rows.kind[r]!,
    auditId: c.rows.auditId[r]!,
    spec: c.spec[i]!,
    basis: c.basis[i]!,
    activeMonths: c.activeMonths[i]!,
    value: stopped >= 0 ? null : c.value[i]!,
    gaps: stopped >= 0 ? c.stoppedGaps[stopped]! : gapped >= 0 ? c.gappedGaps[gapped]! : [],
  };
}
