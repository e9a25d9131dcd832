/**
 * Exact arithmetic on the decimal text rows store (digits and one decimal point): totals and the
 * passenger-km of flights, without binary floating point.
 */

const parts = (text: string): [bigint, number] => {
  const dot = text.indexOf('.');
  return dot < 0 ? [BigInt(text), 0] : [BigInt(text.replace('.', '')), text.length - dot - 1];
};

const format = (mantissa: bigint, places: number): string => {
  if (places === 0) return mantissa.toString();
  const digits = mantissa.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, -places);
  const frac = digits.slice(-places).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
};

/** The exact sum of decimal texts; blanks count as nothing. */
export function sumDecimals(values: readonly (string | null | undefined)[]): string {
  const read = values.filter((v): v is string => typeof v === 'string' && v !== '').map(parts);
  const places = read.reduce((p, [, d]) => Math.max(p, d), 0);
  const total = read.reduce((s, [m, d]) => s + m * 10n ** BigInt(places - d), 0n);
  return format(total, places);
}

/** `text` × a whole number, exactly ('' stays ''). */
export function timesWhole(text: string, k: number): string {
  if (text === '') return '';
  const [m, d] = parts(text);
  return format(m * BigInt(k), d);
}

/** The last month with a value (a stock such as floor area, as at the year end), else '0'. */
export const lastEntered = (values: readonly string[]): string => [...values].reverse().find((v) => v !== '') ?? '0';

/**
 * A year's total of monthly decimal texts: a stock's last month entered (as at the year end), a flow's sum; '' when no
 * month is entered — not entered, never zero (docs/decisions/0069-not-entered-never-zero.md).
 */
export function yearTotalOf(months: readonly string[], stock: boolean): string {
  if (!months.some((v) => typeof v === 'string' && v !== '')) return '';
  return stock ? lastEntered(months) : sumDecimals(months);
}

/**
 * A stored decimal text with its thousands grouped, every digit kept ("6175.456789" → "6,175.456789"): how a value to
 * be saved is shown as typed, where a figure computed is rounded (lib/figures.ts). Any other text is returned as is.
 */
export function groupedDecimal(text: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  return m ? `${m[1]}${m[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}` : text;
}
