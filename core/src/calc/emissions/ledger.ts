import { rational, type Rational } from '../../lib/rational';

/**
 * Exact sums without a bigint per month. A quantity's decimal text is an integer mantissa over
 * 10^places; a line's figure for one mantissa is its `Price` (the chain's multiplier ÷ 10^places).
 * Lines with the same price add mantissas as plain integers (numbers while below 2^53, bigints
 * past it) and multiply once when the total is read. A year of 50 locations recalculated with
 * a rational per month spent most of its time reducing fractions and collecting garbage.
 */
export type Mantissa = number | bigint;

/** A row's 12 months as mantissas over one power of ten, their sum, and which months are non-zero. */
export interface Quantities {
  places: number;
  values: Mantissa[];
  sum: Mantissa;
  active: boolean[];
  /** `active` as bits (bit m = month m), for lineage matching (lineage.ts). */
  activeMonths: number;
}

/** What one mantissa unit is worth; `key` identifies (chain, places), so equal keys mean equal values. */
export interface Price {
  key: number;
  value: Rational;
}

export const ZERO_PRICE: Price = { key: -1, value: rational(0n) };

/** Exact integer addition: numbers while the sum is provably exact, bigints after. */
export function plus(a: Mantissa, b: Mantissa): Mantissa {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a + b;
    // Operands are safe integers: a sum below 2^53 is exact, and a rounded one is never below it.
    if (Number.isSafeInteger(s)) return s;
  }
  return BigInt(a) + BigInt(b);
}

export const isZero = (m: Mantissa) => m === 0 || m === 0n;

/** The exact value of `mantissa` units at `price`. */
export const valueAt = (price: Price, mantissa: Mantissa): Rational =>
  rational(BigInt(mantissa) * price.value.n, price.value.d);

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Lowest terms, like `rational()`, but cheaper for the sums here: their denominators (powers of
 * ten × a factor's digits) fit in a double, so after one bigint remainder Euclid runs on numbers
 * instead of allocating a bigint per step, which was most of the time spent totalling a year.
 */
export function reduce(n: bigint, d: bigint): Rational {
  if (d <= 0n || d > SAFE) return rational(n, d);
  let a = Number((n < 0n ? -n : n) % d);
  let b = Number(d);
  while (a !== 0) [a, b] = [b % a, a];
  const g = BigInt(b);
  return g === 1n ? { n, d } : { n: n / g, d: d / g };
}

/** Σ sum × value over price groups, reduced once; denominators are mostly powers of ten, so one divides the other. */
export function totalOf(groups: Iterable<{ value: Rational; sum: Mantissa }>): Rational {
  let [tn, td] = [0n, 1n];
  for (const { value, sum } of groups) {
    if (isZero(sum)) continue;
    const n = BigInt(sum) * value.n;
    if (td % value.d === 0n) tn += n * (td / value.d);
    else if (value.d % td === 0n) [tn, td] = [tn * (value.d / td) + n, value.d];
    else [tn, td] = [tn * value.d + n * td, td * value.d];
  }
  return reduce(tn, td);
}

export class Ledger {
  private readonly groups = new Map<number, { value: Rational; sum: Mantissa }>();

  add(price: Price, mantissa: Mantissa) {
    if (isZero(mantissa)) return;
    const g = this.groups.get(price.key);
    if (g) g.sum = plus(g.sum, mantissa);
    else this.groups.set(price.key, { value: price.value, sum: mantissa });
  }

  total(): Rational {
    return totalOf(this.groups.values());
  }
}

/** Twelve ledgers in one: a line costs one lookup for its price, then twelve integer additions. */
export class MonthlyLedger {
  private readonly groups = new Map<number, { value: Rational; sums: Mantissa[] }>();

  add(price: Price, months: readonly Mantissa[]) {
    const g = this.groups.get(price.key);
    if (!g) this.groups.set(price.key, { value: price.value, sums: [...months] });
    else for (let m = 0; m < months.length; m++) if (!isZero(months[m]!)) g.sums[m] = plus(g.sums[m]!, months[m]!);
  }

  total(month: number): Rational {
    return totalOf([...this.groups.values()].map((g) => ({ value: g.value, sum: g.sums[month]! })));
  }
}
