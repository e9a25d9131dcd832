import { sumDecimals } from '../../lib/decimal';

/** A stored quantity in its shortest exact form ('12.50' → '12.5', '007' → '7'); '' stays ''. */
export const canonical = (q: string) => (q === '' ? '' : sumDecimals([q]));

/**
 * How a stored quantity goes into its month cell: a number when the number says exactly the same
 * (so Excel can add it up), else the exact text (more digits than a double holds). Blank stays blank.
 */
export function quantityCell(q: string): number | string | null {
  if (q === '') return null;
  const n = Number(q);
  return Number.isFinite(n) && canonical(plainDecimal(n) ?? '') === canonical(q) ? n : q;
}

/** The number format that shows a quantity with the decimals it was typed with, thousands separated. */
export function quantityFormat(q: string): string {
  const dot = q.indexOf('.');
  return dot < 0 ? '#,##0' : `#,##0.${'0'.repeat(Math.min(q.length - dot - 1, 30))}`;
}

/** A finite non-negative number as plain decimal text (no exponent), or undefined. */
export function plainDecimal(n: number): string | undefined {
  if (!(n >= 0 && n < Infinity)) return undefined; // NaN, negatives and infinities
  const s = String(n);
  if (s.indexOf('e') < 0) return s; // every cell of a workbook: String(n) writes exponents with a small e
  // 1e-7, 1e+21: spell the digits out, then drop what the double did not hold.
  const fixed = n < 1 ? n.toFixed(20) : BigInt(Math.round(n)).toString();
  return canonical(fixed);
}
