/** Months from `to` back to `from` inclusive, newest first ('2026-03', '2026-02', …). */
export function monthsBack(fromMonth: string, toMonth: string): string[] {
  const months: string[] = [];
  let [y, m] = toMonth.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` >= fromMonth) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    if (--m === 0) [y, m] = [y - 1, 12];
  }
  return months;
}
