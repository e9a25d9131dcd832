/**
 * Exact rationals over bigint. Unit factors such as 3.6 MJ/kWh or 0.45359237 kg/lb are exact
 * decimals; floating point would make a kWh → MJ → kWh round trip drift, which an auditor notices.
 */
export interface Rational {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [abs(a), abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
};

/** Lowest terms with a positive denominator, so equal values have equal representations. */
export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('denominator is zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ONE = rational(1n);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const inv = (a: Rational) => rational(a.d, a.n);
export const eq = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Parses a decimal string ("3.6", "-0.5", "1e-3") exactly; undefined if it is not one. */
export function parseDecimal(text: string): Rational | undefined {
  const m = DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const [, sign, int, frac = '', exp = '0'] = m;
  const e = Number(exp) - frac.length;
  if (Math.abs(e) > 400) return undefined;
  const digits = BigInt(`${sign}${int}${frac}`);
  return e >= 0 ? rational(digits * 10n ** BigInt(e)) : rational(digits, 10n ** BigInt(-e));
}

/** Whether the value has a finite decimal expansion (denominator of the form 2^a·5^b). */
export function isTerminating(r: Rational) {
  let d = r.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Decimal text: exact when the expansion terminates, else rounded half-up to `digits` places. */
export function toDecimal(r: Rational, digits = 12): string {
  const sign = r.n < 0n ? '-' : '';
  const n = abs(r.n);
  let places = 0;
  if (isTerminating(r)) while ((n * 10n ** BigInt(places)) % r.d !== 0n) places++;
  else places = digits;
  const scale = 10n ** BigInt(places);
  const scaled = (n * scale * 2n + r.d) / (2n * r.d);
  const int = scaled / scale;
  const frac = (scaled % scale).toString().padStart(places, '0').replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : `${int}`;
  return text === '0' ? '0' : `${sign}${text}`;
}
