/**
 * The charts of a year's dashboard as data, in no language: what each chart draws (categories and
 * series by key, each point the figure itself). The dashboard (web/src/features/dashboard/charts.ts)
 * and the report (core/src/domain/reports/charts.ts) both draw these, naming the keys in their language, so
 * a chart in the PDF and on the screen cannot disagree. docs/decisions/0045-….md.
 */

/** The emission factors a year's figures were computed with: the factor year, the GWP set, the sources. */
export interface FactorSet {
  year: number;
  gwpSet: string;
  sources: string[];
}

/** The workforce groups the dashboard counts (B1.1 headcount by gender and by age group). */
export const WORKFORCE_GROUPS = ['Male', 'Female', 'Under30', 'Age30to50', 'Over50'] as const;

/** What a point needs of a figure (the dashboard's figure, as the route answers it or as `dashboardOf` makes it). */
interface Figure {
  value: number | null;
  unit: string;
  /** Nothing entered, or nothing computable: no point to draw, never a 0 (ADR 0069). */
  notEntered?: true;
  notReported?: true;
}
type Scopes<F> = Record<'scope1' | 'scope2' | 'scope3', F>;

/** What the series read of `dashboardOf`'s answer (the route's answer has the same shape). */
export interface SeriesInput<F extends Figure> {
  yearEnd: string;
  compareYearEnd: string | null;
  factorSet: FactorSet;
  figures: Record<string, F & { previous: number | null }>;
  byMonth: Scopes<F>[] | null;
  years: (Scopes<F> & { yearEnd: string; removals: F; factorSet: FactorSet })[];
  locations: { locationId: string; name: string | null; ghg: F; energy: F; water: F }[];
  energyTypes: string[];
}

export interface SeriesPoint<F> {
  value: number | null;
  /** The figure behind the point (what is missing, its unit); none for a comparison year's value. */
  figure?: F;
  /** The factor set the point was computed with (emissions charts). */
  factorSet?: FactorSet;
  /** A location's id, for a click that filters by it. */
  locationId?: string;
}
export interface Series<F> {
  /** 'scope1'…'scope3', 'removals'; 'ghg' / 'energy' / 'water' (by location); a year's end (compared charts). */
  key: string;
  unit: string;
  /** Stacked series share a stack; removals stand apart. */
  stack?: 'ghg' | 'removals';
  /** The value axis (the location chart's three measures each have their own). */
  axis?: number;
  points: SeriesPoint<F>[];
}
/** What the categories are: month index (0 = the financial year's first), year end, location id, energy type, group. */
export type CategoryKind = 'month' | 'year' | 'location' | 'energyType' | 'workforceGroup';
export interface SeriesChart<F> {
  id: ChartId;
  type: 'column' | 'bar';
  categoryKind: CategoryKind;
  categories: string[];
  series: Series<F>[];
}

export const CHART_IDS = [
  'locations',
  'byMonth',
  'byYear',
  'energy',
  'water',
  'workforceGender',
  'workforceAge',
] as const;
export type ChartId = (typeof CHART_IDS)[number];

export const SCOPE_SERIES = ['scope1', 'scope2', 'scope3'] as const;
export const GENDER_GROUPS = WORKFORCE_GROUPS.filter((g) => g === 'Male' || g === 'Female');
export const AGE_GROUPS = WORKFORCE_GROUPS.filter((g) => g !== 'Male' && g !== 'Female');

/** A figure's value as a chart draws it: none where nothing was entered or could be computed (ADR 0069). */
export const drawnValue = (figure: Figure): number | null =>
  figure.notEntered || figure.notReported ? null : figure.value;

const point = <F extends Figure>(figure: F, extra: Omit<SeriesPoint<F>, 'value' | 'figure'> = {}): SeriesPoint<F> => ({
  value: drawnValue(figure),
  figure,
  ...extra,
});

/**
 * Every chart of a year (null: nothing to draw): the location breakdown, Scope 1/2/3 stacked by
 * month and by year with removals apart, energy by type, water, and the workforce by gender and by
 * age group — the figure keys compared with the comparison year (a series per year, oldest first).
 */
export function dashboardSeries<F extends Figure>(d: SeriesInput<F>): Record<ChartId, SeriesChart<F> | null> {
  const compared = (id: ChartId, categoryKind: CategoryKind, keys: readonly string[]): SeriesChart<F> | null => {
    const figures = keys.filter((k) => d.figures[k]).map((k) => [k, d.figures[k]!] as const);
    if (figures.length === 0) return null;
    const unit = figures[0]![1].unit;
    const current: Series<F> = { key: d.yearEnd, unit, points: figures.map(([, f]) => point(f)) };
    const previous: Series<F>[] = d.compareYearEnd
      ? [{ key: d.compareYearEnd, unit, points: figures.map(([, f]) => ({ value: f.previous })) }]
      : [];
    return { id, type: 'column', categoryKind, categories: figures.map(([k]) => k), series: [...previous, current] };
  };
  const strip = (prefix: string, c: SeriesChart<F> | null) =>
    c && { ...c, categories: c.categories.map((k) => k.slice(prefix.length)) };
  const unitOf = (m: 'ghg' | 'energy' | 'water') =>
    d.locations[0]?.[m].unit ?? (m === 'ghg' ? 'tCO2e' : m === 'energy' ? 'MWh' : 'm3');
  return {
    locations: {
      id: 'locations',
      type: 'bar',
      categoryKind: 'location',
      categories: d.locations.map((l) => l.locationId),
      series: (['ghg', 'energy', 'water'] as const).map((m, axis) => ({
        key: m,
        unit: unitOf(m),
        axis,
        points: d.locations.map((l) => point(l[m], { locationId: l.locationId })),
      })),
    },
    byMonth: d.byMonth && {
      id: 'byMonth',
      type: 'column',
      categoryKind: 'month',
      categories: d.byMonth.map((_, m) => String(m)),
      series: SCOPE_SERIES.map((s) => ({
        key: s,
        unit: d.byMonth![0]?.[s].unit ?? 'tCO2e',
        stack: 'ghg' as const,
        points: d.byMonth!.map((m) => point(m[s], { factorSet: d.factorSet })),
      })),
    },
    byYear: {
      id: 'byYear',
      type: 'column',
      categoryKind: 'year',
      categories: d.years.map((y) => y.yearEnd),
      series: [...SCOPE_SERIES, 'removals' as const].map((s) => ({
        key: s,
        unit: d.years[0]?.[s].unit ?? 'tCO2e',
        stack: s === 'removals' ? ('removals' as const) : ('ghg' as const),
        points: d.years.map((y) => point(y[s], { factorSet: y.factorSet })),
      })),
    },
    energy: strip(
      'energy.',
      compared(
        'energy',
        'energyType',
        d.energyTypes.map((e) => `energy.${e}`),
      ),
    ),
    water: d.figures.water ? waterByYear(d) : null,
    workforceGender: strip(
      'workforce.',
      compared(
        'workforceGender',
        'workforceGroup',
        GENDER_GROUPS.map((g) => `workforce.${g}`),
      ),
    ),
    workforceAge: strip(
      'workforce.',
      compared(
        'workforceAge',
        'workforceGroup',
        AGE_GROUPS.map((g) => `workforce.${g}`),
      ),
    ),
  };
}

/** Water (A2.2) of the comparison year and this one, a column each. */
function waterByYear<F extends Figure>(d: SeriesInput<F>): SeriesChart<F> {
  const f = d.figures.water!;
  const years = [...(d.compareYearEnd ? [d.compareYearEnd] : []), d.yearEnd];
  return {
    id: 'water',
    type: 'column',
    categoryKind: 'year',
    categories: years,
    series: [
      {
        key: 'water',
        unit: f.unit,
        points: [...(d.compareYearEnd ? [{ value: f.previous }] : []), point(f)],
      },
    ],
  };
}
