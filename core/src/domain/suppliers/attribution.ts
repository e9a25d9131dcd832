import { mul, parseDecimal, rational, toDecimal, type Rational } from '../../lib/rational';
import type { SupplierAnswer } from '../../schemas/suppliers';

type Figures = Pick<SupplierAnswer, 'basis' | 'scope1' | 'scope2' | 'sharePercent' | 'unitFootprint' | 'units'>;

const ZERO = rational(0n);
const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const value = (v: string | undefined) => (v === undefined ? ZERO : (parseDecimal(v) ?? ZERO));

/**
 * The tCO2e of a supplier's year attributable to the customer (ADR 0119), exact: by share,
 * (Scope 1 + Scope 2) × share ÷ 100; by product, the footprint per unit (kgCO2e) × units ÷ 1,000.
 */
export function attributedTonnes(a: Figures): Rational {
  if (a.basis === 'share')
    return mul(add(value(a.scope1), value(a.scope2)), mul(value(a.sharePercent), rational(1n, 100n)));
  return mul(mul(value(a.unitFootprint), value(a.units)), rational(1n, 1000n));
}

/** The same as decimal text of at most 12 places (what is stored and shown). */
export const attributedText = (a: Figures) => toDecimal(attributedTonnes(a), 12);

/** The sum of answered requests' attributed tCO2e (Scope 3 category 1's supplier-specific part). */
export const sumTonnes = (values: readonly string[]): Rational => values.reduce((s, v) => add(s, value(v)), ZERO);
