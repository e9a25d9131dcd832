import type { TableRow } from '../../catalogue/values';
import { parseDecimal, rational, toDecimal, type Rational } from '../../lib/rational';

const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
const plus = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Rational, n: bigint, d: bigint) => rational(a.n * n, a.d * d);
const decimal = (r: Rational) => toDecimal(r, 12);

export interface PathwayPoint {
  year: number;
  /** The metric of the year as calculated (null: not a reporting year, or not calculated). */
  actual: string | null;
  /** The straight line from the base value to the target value, at this year. */
  path: string;
  /** The company's interim milestone for the year, if it set one. */
  milestone: string | null;
}
export interface Pathway {
  points: PathwayPoint[];
  /** Latest actual − the path that year: above 0 the company is behind its path, below ahead. */
  gap: string | null;
  gapYear: number | null;
}

/**
 * The path to a target (ADR 0110): base → actuals → the linear path from the base value in the base year
 * to the target value in the target year, one point a year, exact; each year's milestone beside it; and
 * the gap between the latest actual and the path that year.
 */
export function pathway(
  base: { year: number; value: Rational },
  target: { year: number; value: Rational },
  actuals: ReadonlyMap<number, Rational>,
  milestones: ReadonlyMap<number, Rational> = new Map(),
): Pathway | undefined {
  const span = target.year - base.year;
  if (!Number.isInteger(span) || span <= 0 || span > 100) return undefined;
  const step = sub(target.value, base.value);
  const points: PathwayPoint[] = [];
  let gap: Pathway['gap'] = null;
  let gapYear: number | null = null;
  for (let year = base.year; year <= target.year; year++) {
    const path = plus(base.value, times(step, BigInt(year - base.year), BigInt(span)));
    const actual = actuals.get(year);
    const milestone = milestones.get(year);
    if (actual) [gap, gapYear] = [decimal(sub(actual, path)), year];
    points.push({
      year,
      actual: actual ? decimal(actual) : null,
      path: decimal(path),
      milestone: milestone ? decimal(milestone) : null,
    });
  }
  return { points, gap, gapYear };
}

/** The milestones of the target at row `index` (its `targetMilestones` rows name the target by number, 1-based). */
export function milestonesOf(rows: readonly TableRow[], index: number): Map<number, Rational> {
  const out = new Map<number, Rational>();
  for (const r of rows) {
    const value = parseDecimal(String(r.value ?? ''));
    if (Number(r.target) === index + 1 && value) out.set(Number(r.year), value);
  }
  return out;
}
