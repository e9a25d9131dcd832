import type { FactorLibrary, UnitConverter } from '../../../calc/emissions/ports';
import { mul, parseDecimal, rational, type Rational } from '../../../lib/rational';
import { pickRevision } from '../../factors/lookup';

/** A library factor as a Scope 3 estimate used it: what the report names and the lineage keeps. */
export interface FactorUse {
  id: string;
  revision: number;
  value: Rational;
  unit: string;
  source?: string;
  /** What the library says the factor applies to: its name in the lineage (ADR 0086). */
  appliesTo?: string;
  proxy: boolean;
}

/** Why a figure is incomplete: never a silent zero (ADR 0069, ADR 0109). */
export type Missing =
  | { kind: 'factor'; factorId: string }
  | { kind: 'ownFactor' }
  | { kind: 'rate'; currency: string }
  | { kind: 'unit'; unit: string };

export const ZERO = rational(0n);
export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const KG_TO_T = rational(1n, 1000n);
export const num = (v: unknown): Rational | undefined =>
  typeof v === 'string' && v.trim() !== ''
    ? parseDecimal(v)
    : typeof v === 'number'
      ? parseDecimal(String(v))
      : undefined;
export const product = (...xs: Rational[]) => xs.reduce(mul, rational(1n));

/** The revision of a library factor for the year (factors/lookup.ts), or undefined. */
export function factorFor(library: FactorLibrary, id: string, year: number): FactorUse | undefined {
  const pick = pickRevision(library.revisions(id), year);
  if (!pick) return undefined;
  const value = parseDecimal(String(pick.revision.value));
  if (!value) return undefined;
  const { revision, unit, source, appliesTo } = pick.revision;
  return {
    id,
    revision,
    value,
    unit,
    ...(source ? { source } : {}),
    ...(appliesTo ? { appliesTo } : {}),
    proxy: pick.proxy,
  };
}

/** An exact conversion of a quantity from one unit of the catalogue to another, or undefined. */
export function convert(units: UnitConverter, q: Rational, from: string, to: string): Rational | undefined {
  if (from === to) return q;
  const c = units.factor(from, to);
  return c.ok ? mul(q, c.factor) : undefined;
}

/**
 * One input an estimate sums, for the assurance pack's lineage (ADR 0117): an entry of the page's tables
 * (`scope3Purchases#2`: the table and the row's number) or a resource row (category 3), what it says it is, its
 * tCO2e and the factor that priced it (none for a typed figure).
 */
export interface EstimateInput {
  input: string;
  label?: string;
  /** A resource row's location (category 3). */
  locationId?: string;
  tCO2e: Rational;
  factor?: FactorUse;
}

/** One estimate line of a category: tCO2e with the factors behind it, or what it misses, and what it sums. */
export interface Estimate {
  category: number;
  tCO2e: Rational;
  factors: FactorUse[];
  missing: Missing[];
  inputs: EstimateInput[];
}
