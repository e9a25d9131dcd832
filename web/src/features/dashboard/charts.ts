import type { DashboardView } from '@esg/core/schemas/dashboard';
import { csvText } from '@esg/core/lib/csv';
import { joinClauses, withAside } from '@esg/core/lib/format';
import { formulaSafeText } from '@esg/core/lib/formulaText';
import { locationName } from '../../ui/locationName';
import {
  CHART_IDS,
  dashboardSeries,
  type CategoryKind,
  type ChartId,
  type SeriesChart,
} from '@esg/core/calc/dashboard/series';

type Figure = DashboardView['figures'][string];
type Plain = Pick<Figure, 'value' | 'unit' | 'complete' | 'missing'>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One point of a chart: its value (null: no data), and what keeps it from being complete. */
export interface ChartPoint {
  value: number | null;
  /** What is missing, in the user's words; empty when complete. */
  missing: string[];
  /** The factor set the point was computed with (emissions charts). */
  note?: string;
  /** A location's id, for a click that filters by it. */
  locationId?: string;
}
export interface ChartSeries {
  name: string;
  unit: string;
  points: ChartPoint[];
  /** Stacked series share a stack; removals stand apart. */
  stack?: string;
  axis?: number;
}
/** A chart as data: what the chart draws, the table view shows and the CSV holds. */
export interface ChartData {
  /** A chart of the dashboard's series, or the path to a climate target (pathway.ts). */
  id: ChartId | `pathway-${number}`;
  title: string;
  type: 'column' | 'bar' | 'line';
  categories: string[];
  series: ChartSeries[];
}

/** What keeps a figure from being complete, in the user's words. */
export function missingText(f: Pick<Plain, 'missing'>, t: Translate): string[] {
  // The library's factor ids are not words: the environmental pages name each missing factor.
  const texts = f.missing.map((m) =>
    m.kind === 'missing-factor'
      ? t('missingFactor', { year: m.year })
      : m.kind === 'factor-unit'
        ? t('missingUnit')
        : t('missingQuantity'),
  );
  return [...new Set(texts)];
}
const oneUnit = (unit: string, t: Translate) => {
  const key = `unit_${unit}`;
  const label = t(key);
  return label === key ? unit : label;
};
/**
 * A unit in the reader's words, with the unit catalogue's symbols (tCO₂e, m², m³); an intensity part by part
 * ("m³/m²"), one per person in words ("tCO₂e per person", 「噸二氧化碳當量/人」) as the report prints it (ADR 0075).
 */
export const unitLabel = (unit: string, t: Translate) => {
  const [numerator = '', ...per] = unit.split('/');
  const label = oneUnit(numerator, t);
  if (per.length === 0) return label;
  const denominator = per.join('/');
  if (denominator === 'persons') return t('unit_perPerson', { unit: label });
  return `${label}/${oneUnit(denominator, t)}`;
};
export const energyLabel = (type: string, t: Translate) => {
  const key = `energy_${type}`;
  const label = t(key);
  return label === key ? type : label;
};
const factorNote = (fs: DashboardView['factorSet'], t: Translate, language: string) =>
  [
    t('factorSet', { year: fs.year, gwp: fs.gwpSet }),
    fs.sources.length ? t('factorSources', { sources: joinClauses(fs.sources, language) }) : '',
  ]
    .filter(Boolean)
    .join('. ');

/** The twelve months of the financial year ending `yearEnd`, short names in the language's locale. */
export function financialMonths(yearEnd: string, locale: string): string[] {
  const [y, m] = yearEnd.split('-').map(Number) as [number, number];
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(y, m - 12 + i, 1))));
}

/** A location of the answer in the reader's language as every screen names it (ADR 0121); its id when unnamed. */
export const dashboardLocationName = (l: DashboardView['locations'][number], language: string) =>
  locationName({ key: l.locationId, name: l.name ?? undefined, names: l.names }, language);

/**
 * Every chart of the dashboard, from its answer: core's series (the report draws the same ones),
 * named in the user's language. The location chart always lists every location.
 */
export function dashboardCharts(
  d: DashboardView,
  t: Translate,
  options: { locale: string; formatYear: (yearEnd: string) => string; language?: string },
): Record<ChartId, ChartData | null> {
  const months = financialMonths(d.yearEnd, options.locale);
  const names = new Map(d.locations.map((l) => [l.locationId, dashboardLocationName(l, options.language ?? 'en')]));
  const category: Record<CategoryKind, (key: string) => string> = {
    month: (k) => months[Number(k)]!,
    year: options.formatYear,
    location: (k) => names.get(k) ?? k,
    energyType: (k) => energyLabel(k, t),
    workforceGroup: (k) => t(`workforce_${k}`),
  };
  const seriesName = (chart: SeriesChart<Plain>, key: string) =>
    chart.categoryKind === 'energyType' || chart.categoryKind === 'workforceGroup'
      ? options.formatYear(key)
      : t(key === 'ghg' ? 'emissions' : key);
  const charts = dashboardSeries<Plain>(d);
  return Object.fromEntries(
    CHART_IDS.map((id) => {
      const c = charts[id];
      const chart: ChartData | null = c && {
        id,
        // A chart beside its figures' card says what it breaks them down by: two cards never share a title.
        title: t(id === 'energy' || id === 'water' ? `chart_${id}` : `card_${id}`),
        type: c.type,
        categories: c.categories.map(category[c.categoryKind]),
        series: c.series.map((s) => ({
          name: seriesName(c, s.key),
          unit: unitLabel(s.unit, t),
          ...(s.stack ? { stack: s.stack } : {}),
          ...(s.axis !== undefined ? { axis: s.axis } : {}),
          points: s.points.map((p) => ({
            value: p.value,
            missing: p.figure ? missingText(p.figure, t) : [],
            ...(p.factorSet ? { note: factorNote(p.factorSet, t, options.language ?? 'en') } : {}),
            ...(p.locationId ? { locationId: p.locationId } : {}),
          })),
        })),
      };
      return [id, chart];
    }),
  ) as Record<ChartId, ChartData | null>;
}

/**
 * A chart as one chart per measure: its series grouped by unit, in order (one chart when they share
 * one). Bars of tCO2e, MWh and m³ on one axis cannot be compared, and axes of their own beside one
 * another mislead the eye: each measure is drawn alone, on its own axis, and its table says the same.
 */
export function measuresOf(chart: ChartData): ChartData[] {
  const units = [...new Set(chart.series.map((s) => s.unit))];
  if (units.length <= 1) return [chart];
  return units.map((unit) => ({
    ...chart,
    series: chart.series.filter((s) => s.unit === unit).map(({ axis: _axis, ...s }) => s),
  }));
}

/**
 * A chart as CSV: a row per category, a column per series (with its unit), the numbers unformatted, and what
 * is missing. Texts (names of locations, series, gaps) that start like a formula get the apostrophe of
 * docs/decisions/0062-hostile-input.md; numbers stay numbers, a negative one included.
 */
export function chartCsv(chart: ChartData, t: Translate, language = 'en'): string {
  // Always text, even when it reads like a number ("+1" as a location's name): the apostrophe whenever it leads so.
  const header = ['', ...chart.series.map((s) => withAside(s.name, s.unit, language)), t('incomplete')].map(
    formulaSafeText,
  );
  const rows = chart.categories.map((c, i) => {
    const missing = joinClauses([...new Set(chart.series.flatMap((s) => s.points[i]!.missing))], language);
    return [formulaSafeText(c), ...chart.series.map((s) => s.points[i]!.value), formulaSafeText(missing)];
  });
  return csvText({ header, rows });
}
