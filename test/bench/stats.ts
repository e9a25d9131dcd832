/**
 * Order statistics and plain-text tables. Every number the bench prints is compared with a
 * baseline measured in the same run, so machine speed cancels out (docs/bench.md, "Method").
 */

/** Nearest-rank percentile: always a value that was actually observed, no interpolation. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const ms = (v: number) => `${v.toFixed(2)} ms`;
export const ratio = (v: number, base: number) => `${(v / base).toFixed(2)}×`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** "met" / "MISSED" against an upper bound on a ratio. */
export const verdict = (value: number, base: number, target: number) => (value / base <= target ? 'met' : 'MISSED');

export type Row = readonly string[];

/** A fixed-width table: the first column left-aligned (names), the others right-aligned (numbers). */
export function table(title: string, header: Row, rows: readonly Row[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: Row) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [`\n${title}`, line(header), rule, ...rows.map(line)].join('\n');
}
