import { roundTo } from '../../catalogue/formula/quantity';
import { REGION_COLUMN, REGIONS } from './workforceIds';
import type { TableRow } from '../../catalogue/values';
import { decimalValue } from '../../catalogue/values';
import { rational, toDecimal, type Rational } from '../../lib/rational';

/**
 * B1.2 turnover = leavers ÷ ((year begin + year end) ÷ 2) × 100, one decimal place, half away from
 * zero; 0 when there was nobody (the same rule as the page's turnover formulas, ADR 0025); null —
 * "not entered", never 0 — until all three were answered (docs/decisions/0069).
 */
export function turnoverRate(begin: unknown, end: unknown, leavers: unknown): string | null {
  const given = [begin, end, leavers].map((v) => decimalValue(v));
  if (given.some((v) => v === undefined)) return null;
  const [b, e, l] = given as Rational[];
  const sum = rational(b!.n * e!.d + e!.n * b!.d, b!.d * e!.d);
  if (sum.n === 0n) return '0';
  // l ÷ (sum ÷ 2) × 100 = l × 200 ÷ sum
  return toDecimal(roundTo(rational(l!.n * 200n * sum.d, l!.d * sum.n), 1));
}

export interface RegionalTurnover {
  location: string;
  /** This year's rate, when the location has a row this year (null: not entered). */
  rate?: string | null;
  /** Last year's rate, when the location had a row last year (null: not entered). */
  lastYear?: string | null;
}

const rows = (values: Readonly<Record<string, unknown>> | undefined) =>
  ((values?.[REGIONS] as TableRow[] | undefined) ?? []).filter(
    (r): r is TableRow & { location: string } => typeof r[REGION_COLUMN] === 'string' && r[REGION_COLUMN] !== '',
  );

/**
 * B1.2 by geographical region: each in-boundary location of the Employment page's regions table,
 * this year's turnover beside last year's (locations of either year, this year's first).
 */
export function regionalTurnover(
  values: Readonly<Record<string, unknown>> | undefined,
  lastYear?: Readonly<Record<string, unknown>>,
): RegionalTurnover[] {
  const out = new Map<string, RegionalTurnover>();
  for (const r of rows(values))
    out.set(r.location, { location: r.location, rate: turnoverRate(r.begin, r.end, r.leavers) });
  for (const r of rows(lastYear))
    out.set(r.location, {
      ...(out.get(r.location) ?? { location: r.location }),
      lastYear: turnoverRate(r.begin, r.end, r.leavers),
    });
  return [...out.values()];
}
