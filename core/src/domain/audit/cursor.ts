/** Months from `to` back to `from` inclusive, newest first ('2026-03', '2026-02', …); years written with four digits. */
export function monthsBack(fromMonth: string, toMonth: string): string[] {
  const months: string[] = [];
  const label = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
  let [y, m] = toMonth.split('-').map(Number) as [number, number];
  while (y >= 0 && label(y, m) >= fromMonth) {
    months.push(label(y, m));
    if (--m === 0) [y, m] = [y - 1, 12];
  }
  return months;
}
