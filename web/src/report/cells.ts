/** A number or a page reference aligns right; a date (DD-MM-YYYY) is never broken across lines ("08-03-" / "2025"). */
export const cellClass = (cell: unknown, numeric: boolean) =>
  numeric || typeof cell !== 'string' ? 'num' : /^\d{2}-\d{2}-\d{4}$/.test(cell) ? 'date' : undefined;
