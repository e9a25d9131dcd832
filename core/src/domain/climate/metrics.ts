import type { EmissionsCalculation } from '../../calc/emissions/calculation';
import type { Figure } from '../../calc/emissions/tally';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { parseDecimal, rational, toDecimal, type Rational } from '../../lib/rational';
import { milestonesOf, pathway, type Pathway } from './pathway';
import { screenCategories, type Scope3Line } from './scope3/screening';

const decimal = (r: Rational) => toDecimal(r, 12);
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

export { SCOPE3_CATEGORY_NUMBERS, SCOPE3_SOURCES, type Scope3Line, type Scope3State } from './scope3/screening';

/**
 * D-MT-GHG3 by category from the calculation's figures and the older reason-only explanations; the
 * screening and its estimates are scope3/screening.ts's `screenCategories` (ADR 0109).
 */
export const scope3Lines = (
  byCategory: ReadonlyMap<number, Pick<Figure, 'amount' | 'complete'>>,
  explanations: readonly TableRow[],
): Scope3Line[] => screenCategories(byCategory, explanations);

/** Scope 3 figures of a calculation by category number (its `D-MT-GHG3` figures 'category-N'). */
export const scope3ByCategory = (c: Pick<EmissionsCalculation, 'provisions'>): Map<number, Figure> =>
  new Map(
    Object.entries(c.provisions['D-MT-GHG3'])
      .filter(([k]) => k.startsWith('category-'))
      .map(([k, f]) => [Number(k.slice('category-'.length)), f]),
  );

export type TargetMetric = 'scope1' | 'scope2' | 'scope1And2';
const CALCULATED = new Set(['scope1', 'scope2', 'scope1And2']);

/**
 * What a target's metric is read from for one year: its Scope 1 and 2 and the intensity page's
 * denominators (a calculation while the year is open, its frozen snapshot once printed).
 */
export interface MetricSource {
  ghg: { scope1: Pick<Figure, 'amount'>; scope2: Pick<Figure, 'amount'> };
  settings: Pick<EmissionsCalculation['settings'], 'denominators'>;
}

/** A target's metric for one year, exact, from a calculation: absolute, or per unit of a denominator. */
export function metricValue(c: MetricSource, metric: TargetMetric, denominator?: string): Rational | undefined {
  const { scope1, scope2 } = c.ghg;
  const total =
    metric === 'scope1'
      ? scope1.amount
      : metric === 'scope2'
        ? scope2.amount
        : rational(
            scope1.amount.n * scope2.amount.d + scope2.amount.n * scope1.amount.d,
            scope1.amount.d * scope2.amount.d,
          );
  if (!denominator) return total;
  const d = c.settings.denominators?.[denominator as keyof typeof c.settings.denominators];
  const by = d ? parseDecimal(d.value) : undefined;
  if (!by || by.n === 0n) return undefined;
  return rational(total.n * by.d, total.d * by.n);
}

/**
 * Progress towards a target, in % of the way from the base value to the target value:
 * (base − current) ÷ (base − target) × 100, exact, rounded half-up to 2 places at the end only.
 * Undefined when the base equals the target (no way to go).
 */
export function targetProgress(base: Rational, current: Rational, target: Rational): string | undefined {
  const way = rational(base.n * target.d - target.n * base.d, base.d * target.d);
  if (way.n === 0n) return undefined;
  const done = rational(base.n * current.d - current.n * base.d, base.d * current.d);
  return toDecimal(rational(done.n * way.d * 100n, done.d * way.n), 2);
}

export interface TargetView {
  index: number;
  metric: string;
  /** absolute or intensity (per the target's denominator). */
  basis?: string;
  calculated: boolean;
  baseYear: string;
  targetYear: string;
  baseValue: string | null;
  baseFrom: 'data' | 'typed' | null;
  currentValue: string | null;
  targetValue: string;
  progress: string | null;
  /** The unit of the base, current and target values (ADR 0091): computed for Scope 1 and 2, typed otherwise. */
  unit: string | null;
  /** Base → actuals → the linear path to the target, with milestones and the gap (ADR 0110). */
  pathway?: Pathway;
  /** The base year's emissions differ from the base value recorded with the target (ADR 0120). */
  recalculation?: Recalculation;
}

/**
 * A restated base year against the recorded base (ADR 0120): the change in % of the recorded value (2
 * places), and whether the policy recalculates the target's base (`applied`): at or beyond the threshold, or
 * always when the company recorded no threshold.
 */
export interface Recalculation {
  recorded: string;
  restated: string;
  changePercent: string;
  applied: boolean;
}

/** The base year recalculation policy: structural changes of at least `threshold` % recalculate the base. */
export interface RecalculationPolicy {
  threshold?: Rational;
}

const abs = (r: Rational) => (r.n < 0n ? rational(-r.n, r.d) : r);
const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
const atLeast = (a: Rational, b: Rational) => a.n * b.d >= b.n * a.d;

/**
 * The target's base under the policy (ADR 0120): the base year's emissions as they now stand (restated or
 * not) when nothing was recorded, when they equal the recorded base, or when they differ from it by the
 * threshold or more (or no threshold is recorded); else the recorded base stays, and the change is said.
 */
export function baseUnderPolicy(
  recorded: Rational | undefined,
  restated: Rational | undefined,
  policy: RecalculationPolicy = {},
): { base: Rational | undefined; from: 'data' | 'typed' | null; recalculation?: Recalculation } {
  if (!restated) return { base: recorded, from: recorded ? 'typed' : null };
  if (!recorded || recorded.n === 0n || sub(restated, recorded).n === 0n) return { base: restated, from: 'data' };
  const change = rational(
    abs(sub(restated, recorded)).n * 100n * recorded.d,
    abs(sub(restated, recorded)).d * abs(recorded).n,
  );
  const applied = !policy.threshold || atLeast(change, policy.threshold);
  return {
    base: applied ? restated : recorded,
    from: applied ? 'data' : 'typed',
    recalculation: {
      recorded: decimal(recorded),
      restated: decimal(restated),
      changePercent: toDecimal(change, 2),
      applied,
    },
  };
}

/**
 * The unit a target's values are in (ADR 0091): tCO2e for Scope 1 and 2, per the intensity page's unit of its
 * denominator for an intensity target ("tCO2e/HKD m"); for another metric the unit the company typed.
 */
function targetUnit(t: TableRow, calculated: boolean, denominator: string | undefined, c: MetricSource) {
  const typed = blank(t.unit) ? null : String(t.unit);
  if (!calculated) return typed;
  if (!denominator) return 'tCO2e';
  const d = c.settings.denominators?.[denominator as keyof NonNullable<typeof c.settings.denominators>];
  return `tCO2e/${d?.unit ?? denominator}`;
}

/**
 * Each target with the values the product calculates: for Scope 1, 2 or 1+2 (absolute, or intensity
 * per a denominator) the current year's value from this year's emissions and the base value from the
 * base year's, when the base year is a reporting year of the company; otherwise the typed base value.
 */
export function targetViews(
  targets: readonly TableRow[],
  current: MetricSource,
  baseYears: ReadonlyMap<string, MetricSource>,
  milestones: readonly TableRow[] = [],
  policy: RecalculationPolicy = {},
): TargetView[] {
  return targets.map((t, index) => {
    const metric = String(t.metric ?? '');
    const calculated = CALCULATED.has(metric);
    const denominator = t.basis === 'intensity' ? String(t.denominator ?? '') || undefined : undefined;
    const value = (c?: MetricSource) =>
      calculated && c && (t.basis !== 'intensity' || denominator)
        ? metricValue(c, metric as TargetMetric, denominator)
        : undefined;
    const typed = blank(t.baseValue) ? undefined : parseDecimal(String(t.baseValue));
    const { base, from, recalculation } = baseUnderPolicy(typed, value(baseYears.get(String(t.baseYear))), policy);
    const now = value(current);
    const target = parseDecimal(String(t.targetValue ?? ''));
    const actuals = new Map<number, Rational>();
    for (const [year, c] of baseYears) {
      const v = value(c);
      if (v && Number(year) >= Number(t.baseYear)) actuals.set(Number(year), v);
    }
    const path =
      base && target
        ? pathway(
            { year: Number(t.baseYear), value: base },
            { year: Number(t.targetYear), value: target },
            actuals,
            milestonesOf(milestones, index),
          )
        : undefined;
    return {
      index,
      metric,
      ...(typeof t.basis === 'string' && t.basis ? { basis: t.basis } : {}),
      calculated,
      baseYear: String(t.baseYear ?? ''),
      targetYear: String(t.targetYear ?? ''),
      baseValue: base ? decimal(base) : null,
      baseFrom: from,
      currentValue: now ? decimal(now) : null,
      targetValue: String(t.targetValue ?? ''),
      progress: base && now && target ? (targetProgress(base, now, target) ?? null) : null,
      unit: targetUnit(t, calculated, denominator, current),
      ...(path ? { pathway: path } : {}),
      ...(recalculation ? { recalculation } : {}),
    };
  });
}

/** The year's answers with each climate target row's `unit` as its view computed it (the report prints values with it). */
export function withTargetUnits<A extends { climate_metrics?: PagePayload }>(
  answers: A,
  view: { targets: readonly Pick<TargetView, 'index' | 'unit'>[] },
): A {
  const rows = answers.climate_metrics?.targets as TableRow[] | undefined;
  if (!rows?.length) return answers;
  const targets = rows.map((r, i) => {
    const unit = view.targets.find((t) => t.index === i)?.unit;
    return unit ? { ...r, unit } : r;
  });
  return { ...answers, climate_metrics: { ...answers.climate_metrics, targets } };
}
