/**
 * A table's sequence column (ADR 0011: it holds 1..n, once each; core/src/catalogue/schema/collections.ts checks it)
 * kept true as rows come and go, so nobody retypes the numbers the form can write: a row added takes the next number;
 * a row removed takes its number out, the numbers above it moving down one. A number typed that is not a whole number
 * is left as typed (the check names it).
 */
type Row = Record<string, unknown>;

const whole = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : undefined);

/** The rows with one more at the end: `blank`, numbered after the highest number the rows hold. */
export function withRowAdded(rows: readonly Row[], blank: Row, column?: string): Row[] {
  if (!column) return [...rows, blank];
  const next = Math.max(rows.length, ...rows.map((r) => whole(r[column]) ?? 0)) + 1;
  return [...rows, { ...blank, [column]: String(next) }];
}

/** The rows without the one at `index`; the numbers above the removed row's move down one. */
export function withRowRemoved(rows: readonly Row[], index: number, column?: string): Row[] {
  const left = rows.filter((_, i) => i !== index);
  const gone = column ? whole(rows[index]?.[column]) : undefined;
  if (!column || gone === undefined) return left;
  return left.map((r) => {
    const n = whole(r[column]);
    return n !== undefined && n > gone ? { ...r, [column]: String(n - 1) } : r;
  });
}
