import { BREAKDOWNS, figureId } from '../../catalogue/pages/social/workforce';
import type { EmissionsJson, FigureJson } from '../../calc/emissions/present';
import { periodMonths } from '../../lib/dates';
import type { ReportBlock } from '../../schemas/reports';
import type { ReportInputs } from './inputs';
import { energyName, type EmissionYears } from './environmental';
import { reportText } from './messages';
import { boundaryOf } from './about';

type Chart = Extract<ReportBlock, { kind: 'chart' }>;
const round = (v: number) => Math.round(v * 1000) / 1000;
const value = (f: FigureJson | undefined) => round(f?.value ?? 0);
const provision = (j: EmissionsJson, code: string) =>
  (j.provisions as Record<string, Record<string, FigureJson> | undefined>)[code] ?? {};

/**
 * The report's charts, all from the year's data (drawn by Highcharts in the report page): Scope 1/2/3
 * by year, emissions by month and by location, energy by type, water by year, workforce by gender.
 * A chart with nothing to show is left out.
 */
export function reportCharts(x: ReportInputs, years: EmissionYears) {
  const { lang } = x;
  const t = (k: Parameters<typeof reportText>[1]) => reportText(lang, k);
  const scopes = [t('scope1'), t('scope2'), t('scope3')];
  const both = [years.lastYear, years.thisYear].filter((y): y is NonNullable<typeof y> => !!y);
  const unit = x.emissions.scopes.total.unit;
  const byYear: Chart = {
    kind: 'chart',
    chartType: 'column',
    title: t('scopeChart'),
    unit,
    categories: both.map((y) => y.label),
    series: (['scope1', 'scope2', 'scope3'] as const).map((k, i) => ({
      name: scopes[i]!,
      values: both.map((y) => value(y.json.scopes[k])),
    })),
  };
  const byMonth: Chart = {
    kind: 'chart',
    chartType: 'column',
    title: t('monthlyChart'),
    unit,
    categories: periodMonths(x.period.startDate),
    series: (['scope1', 'scope2', 'scope3'] as const).map((k, i) => ({
      name: scopes[i]!,
      values: x.emissions.byMonth.map((b) => value(b[k])),
    })),
  };
  const names = boundaryOf(x.answers);
  const locations = Object.entries(x.emissions.byLocation);
  const byLocation: Chart = {
    kind: 'chart',
    chartType: 'bar',
    title: t('locationChart'),
    unit,
    categories: locations.map(([id]) => names.get(id) ?? id),
    series: [{ name: t('total'), values: locations.map(([, b]) => value(b.total)) }],
  };
  const energy = Object.entries(provision(x.emissions, 'A2.1')).filter(([k]) => k !== 'total');
  const energyChart: Chart = {
    kind: 'chart',
    chartType: 'pie',
    title: t('energyChart'),
    unit: energy[0]?.[1].unit ?? 'MWh',
    categories: energy.map(([k]) => energyName(k, lang)),
    series: [{ name: t('total'), values: energy.map(([, f]) => value(f)) }],
  };
  const water: Chart = {
    kind: 'chart',
    chartType: 'column',
    title: t('waterChart'),
    unit: provision(x.emissions, 'A2.2').total?.unit ?? 'm³',
    categories: both.map((y) => y.label),
    series: [{ name: t('water'), values: both.map((y) => value(provision(y.json, 'A2.2').total)) }],
  };
  const gender = BREAKDOWNS.find((b) => b.id === 'gender')!;
  const employment = x.answers.employment ?? {};
  const workforce: Chart = {
    kind: 'chart',
    chartType: 'column',
    title: t('workforceChart'),
    unit: '',
    categories: gender.groups.map((g) => g.labels[lang]),
    series: [{ name: t('total'), values: gender.groups.map((g) => Number(employment[figureId('end', g.id)] ?? 0)) }],
  };
  const some = (c: Chart) => (c.series.some((s) => s.values.some((v) => v !== 0)) ? [c] : []);
  return {
    emissions: [...some(byYear), ...some(byMonth), ...some(byLocation)],
    resources: [...some(energyChart), ...some(water)],
    workforce: some(workforce),
  };
}
