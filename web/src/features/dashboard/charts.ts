import type { DashboardView } from '@esg/core/domain/dashboard/schemas';

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
  id: string;
  title: string;
  type: 'column' | 'bar';
  categories: string[];
  series: ChartSeries[];
}

/** What keeps a figure from being complete, in the user's words. */
export function missingText(f: Pick<Plain, 'missing'>, t: Translate): string[] {
  return f.missing.map((m) =>
    m.kind === 'missing-factor'
      ? t('missingFactor', { factor: m.factorId, year: m.year })
      : m.kind === 'factor-unit'
        ? t('missingUnit', { factor: m.factorId })
        : t('missingQuantity'),
  );
}
const point = (f: Plain, t: Translate, extra: Partial<ChartPoint> = {}): ChartPoint => ({
  value: f.value,
  missing: missingText(f, t),
  ...extra,
});
export const unitLabel = (unit: string, t: Translate) => {
  const key = `unit_${unit}`;
  const label = t(key);
  return label === key ? unit : label;
};
export const energyLabel = (type: string, t: Translate) => {
  const key = `energy_${type}`;
  const label = t(key);
  return label === key ? type : label;
};
const factorNote = (fs: DashboardView['factorSet'], t: Translate) =>
  [
    t('factorSet', { year: fs.year, gwp: fs.gwpSet }),
    fs.sources.length ? t('factorSources', { sources: fs.sources.join('; ') }) : '',
  ]
    .filter(Boolean)
    .join('. ');

/** The twelve months of the financial year ending `yearEnd`, short names in the language's locale. */
export function financialMonths(yearEnd: string, locale: string): string[] {
  const [y, m] = yearEnd.split('-').map(Number) as [number, number];
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(y, m - 12 + i, 1))));
}

const SCOPES = ['scope1', 'scope2', 'scope3'] as const;

/** Every chart of the dashboard, from its answer (the location chart always lists every location). */
export function dashboardCharts(
  d: DashboardView,
  t: Translate,
  options: { locale: string; formatYear: (yearEnd: string) => string },
): Record<'locations' | 'byMonth' | 'byYear' | 'energy' | 'workforce', ChartData | null> {
  const note = factorNote(d.factorSet, t);
  const tCO2e = unitLabel('tCO2e', t);
  const compared = (keys: string[], label: (key: string) => string, id: string, title: string): ChartData => {
    const figures = keys.map((k) => d.figures[k]!);
    const unit = unitLabel(figures[0]?.unit ?? '', t);
    const series: ChartSeries[] = [
      { name: options.formatYear(d.yearEnd), unit, points: figures.map((f) => point(f, t)) },
    ];
    if (d.compareYearEnd)
      series.unshift({
        name: options.formatYear(d.compareYearEnd),
        unit,
        points: figures.map((f) => ({ value: f.previous, missing: [] })),
      });
    return { id, title, type: 'column', categories: keys.map(label), series };
  };
  const workforceKeys = ['Male', 'Female', 'Under30', 'Age30to50', 'Over50']
    .map((g) => `workforce.${g}`)
    .filter((k) => d.figures[k]);
  return {
    locations: {
      id: 'locations',
      title: t('card_locations'),
      type: 'bar',
      categories: d.locations.map((l) => l.name ?? l.locationId),
      series: (['ghg', 'energy', 'water'] as const).map((m, axis) => ({
        name: t(m === 'ghg' ? 'emissions' : m),
        unit: unitLabel(d.locations[0]?.[m].unit ?? (m === 'ghg' ? 'tCO2e' : m === 'energy' ? 'MWh' : 'm3'), t),
        axis,
        points: d.locations.map((l) => point(l[m], t, { locationId: l.locationId })),
      })),
    },
    byMonth: d.byMonth && {
      id: 'byMonth',
      title: t('card_byMonth'),
      type: 'column',
      categories: financialMonths(d.yearEnd, options.locale),
      series: SCOPES.map((s) => ({
        name: t(s),
        unit: tCO2e,
        stack: 'ghg',
        points: d.byMonth!.map((m) => point(m[s], t, { note })),
      })),
    },
    byYear: {
      id: 'byYear',
      title: t('card_byYear'),
      type: 'column',
      categories: d.years.map((y) => options.formatYear(y.yearEnd)),
      series: [
        ...SCOPES.map((s) => ({
          name: t(s),
          unit: tCO2e,
          stack: 'ghg',
          points: d.years.map((y) => point(y[s], t, { note: factorNote(y.factorSet, t) })),
        })),
        {
          name: t('removals'),
          unit: tCO2e,
          stack: 'removals',
          points: d.years.map((y) => point(y.removals, t, { note: factorNote(y.factorSet, t) })),
        },
      ],
    },
    energy: d.energyTypes.length
      ? compared(
          d.energyTypes.map((e) => `energy.${e}`),
          (k) => energyLabel(k.slice('energy.'.length), t),
          'energy',
          t('card_energy'),
        )
      : null,
    workforce: workforceKeys.length
      ? compared(workforceKeys, (k) => t(`workforce_${k.slice('workforce.'.length)}`), 'workforce', t('card_workforce'))
      : null,
  };
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A chart as CSV: a row per category, a column per series (with its unit), the numbers unformatted, and what is missing. */
export function chartCsv(chart: ChartData, t: Translate): string {
  const head = ['', ...chart.series.map((s) => `${s.name} (${s.unit})`), t('incomplete')];
  const rows = chart.categories.map((c, i) => {
    const missing = [...new Set(chart.series.flatMap((s) => s.points[i]!.missing))].join('; ');
    return [c, ...chart.series.map((s) => (s.points[i]!.value === null ? '' : String(s.points[i]!.value))), missing];
  });
  return [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
