/**
 * A number or a page reference aligns right; a date (DD-MM-YYYY) is never broken across lines ("08-03-" / "2025"),
 * nor a cell of a column the table keeps whole (a unit in words, ADR 0137).
 */
export function cellClass(cell: unknown, numeric: boolean, whole = false) {
  if (numeric || typeof cell !== 'string') return 'num';
  if (/^\d{2}-\d{2}-\d{4}$/.test(cell)) return 'date';
  return whole ? 'whole' : undefined;
}
