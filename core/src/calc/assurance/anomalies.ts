/**
 * The anomaly rules a figure is checked with before it is printed (docs/decisions/0107-anomaly-rules.md):
 * year on year (the same month or the year total last year), the year's own pattern (median absolute
 * deviations of its months) and unit slips (a value about 1,000× its history). Pure: numbers in, findings out.
 */

export const ANOMALY_RULES = ['unitSlip', 'yoy', 'mad'] as const;
export type AnomalyRule = (typeof ANOMALY_RULES)[number];

/** A company's thresholds; both settable, within ANOMALY_BOUNDS. */
export interface AnomalyThresholds {
  /** Largest change year on year that is not flagged, in per cent. */
  yoyPercent: number;
  /** Largest distance from the year's median month that is not flagged, in median absolute deviations. */
  madLimit: number;
}
export const DEFAULT_THRESHOLDS: AnomalyThresholds = { yoyPercent: 30, madLimit: 3 };
export const ANOMALY_BOUNDS = { yoyPercent: { min: 5, max: 500 }, madLimit: { min: 1, max: 10 } } as const;

/**
 * A ratio to history at or beyond this (or its inverse) reads as a unit slip — kWh typed as MWh, kg as
 * tonnes — rather than a change: 1,000× within a factor of about 3.
 */
export const UNIT_SLIP_RATIO = 300;
/** Months entered before a year's pattern means anything. */
export const MAD_MIN_MONTHS = 6;
/** A year whose months barely vary (MAD 0) is measured against 1 % of its median instead. */
const MAD_FLOOR = 0.01;

export interface Finding {
  rule: AnomalyRule;
  /** What the value was compared with: last year's value, or the year's median month. */
  reference: number;
  /** Change in per cent (yoy), distance in MADs (mad), or the ratio to the reference (unitSlip). */
  measure: number;
}

/** A decimal text as a number (stored months are validated decimals); '' (not entered) is undefined. */
export const entered = (text: string | undefined): number | undefined =>
  text === undefined || text === '' ? undefined : Number(text);

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const ratioOf = (value: number, reference: number) => (reference === 0 ? undefined : value / reference);
const slipped = (ratio: number | undefined) =>
  ratio !== undefined && ratio > 0 && (ratio >= UNIT_SLIP_RATIO || ratio <= 1 / UNIT_SLIP_RATIO);

/** A value against last year's: a unit slip, a change beyond the threshold, or nothing. Zero last year is no basis. */
export function yearOnYear(value: number, lastYear: number | undefined, t: AnomalyThresholds): Finding | undefined {
  if (lastYear === undefined || lastYear === 0) return undefined;
  const ratio = ratioOf(value, lastYear)!;
  if (slipped(ratio)) return { rule: 'unitSlip', reference: lastYear, measure: ratio };
  const percent = ((value - lastYear) / Math.abs(lastYear)) * 100;
  return Math.abs(percent) > t.yoyPercent ? { rule: 'yoy', reference: lastYear, measure: percent } : undefined;
}

/**
 * Each entered month against its own year: a unit slip against the median month, or a distance beyond
 * `madLimit` median absolute deviations. Fewer than MAD_MIN_MONTHS entered months: no pattern, no finding.
 */
export function yearPattern(months: readonly (number | undefined)[], t: AnomalyThresholds): (Finding | undefined)[] {
  const values = months.filter((v): v is number => v !== undefined);
  if (values.length < MAD_MIN_MONTHS) return months.map(() => undefined);
  const med = median(values);
  const mad = Math.max(median(values.map((v) => Math.abs(v - med))), Math.abs(med) * MAD_FLOOR);
  return months.map((v) => {
    if (v === undefined) return undefined;
    const ratio = ratioOf(v, med);
    if (slipped(ratio)) return { rule: 'unitSlip', reference: med, measure: ratio! };
    if (mad === 0) return undefined;
    const distance = (v - med) / mad;
    return Math.abs(distance) > t.madLimit ? { rule: 'mad', reference: med, measure: distance } : undefined;
  });
}

/** The period a finding is about: a month of the year (0–11) or the year as a whole. */
export type FigurePeriod = number | 'year';

export interface SeriesFinding extends Finding {
  period: FigurePeriod;
}

/**
 * Every finding of one series (a row's twelve months and its year figure) against last year's series of
 * the same row. One finding per period: a unit slip wins over a change, a change year on year over the pattern.
 */
export function seriesFindings(
  months: readonly (number | undefined)[],
  lastMonths: readonly (number | undefined)[] | undefined,
  total: number | undefined,
  lastTotal: number | undefined,
  t: AnomalyThresholds,
): SeriesFinding[] {
  const pattern = yearPattern(months, t);
  const out: SeriesFinding[] = [];
  months.forEach((v, i) => {
    if (v === undefined) return;
    const candidates = [yearOnYear(v, lastMonths?.[i], t), pattern[i]].filter((f): f is Finding => !!f);
    const pick = candidates.find((f) => f.rule === 'unitSlip') ?? candidates[0];
    if (pick) out.push({ ...pick, period: i });
  });
  if (total !== undefined) {
    const f = yearOnYear(total, lastTotal, t);
    if (f) out.push({ ...f, period: 'year' });
  }
  return out;
}
