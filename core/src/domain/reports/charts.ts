import { BREAKDOWNS } from '../../pages/social/workforce';
import type { I18nText } from '../../catalogue/types';
import { periodMonths } from '../../lib/dates';
import type { ReportBlock } from '../../schemas/reports';
import { dashboardSeries, type CategoryKind, type ChartId, type SeriesChart } from '../../calc/dashboard/series';
import { dashboardOf, type DashboardYearInput } from '../dashboard/view';
import type { AnswersByPage } from '../../catalogue/disclosure';
import type { ReportInputs } from './inputs';
import { energyName, type EmissionYears } from './environmental';
import { reportText, type ReportMessageKey } from './messages';
import { reportUnit } from './format';
import { boundaryOf } from './about';

type Chart = Extract<ReportBlock, { kind: 'chart' }>;
const round = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

const TITLES: Record<ChartId, ReportMessageKey> = {
  byYear: 'scopeChart',
  byMonth: 'monthlyChart',
  locations: 'locationChart',
  energy: 'energyChart',
  water: 'waterChart',
  workforceGender: 'workforceChart',
  workforceAge: 'workforceAgeChart',
};
const GROUPS = new Map<string, { labels: I18nText }>(
  BREAKDOWNS.filter((b) => b.id === 'gender' || b.id === 'ageGroup').flatMap((b) => b.groups.map((g) => [g.id, g])),
);

const social = (answers: AnswersByPage): DashboardYearInput['social'] => ({
  employment: answers.employment,
  developmentTraining: answers.development_training,
  healthSafety: answers.health_safety,
});

/**
 * The report's charts, all from the year's data: the dashboard's own series (domain/dashboard/
 * series.ts, of `dashboardOf` over the same emissions and Social pages), named in the report's
 * language and drawn as SVG by calc/charts/svg.ts in the report page (ADR 0135) — Scope 1/2/3 by year (removals apart), by
 * month and by location, energy by type and water, this year beside last year, and the workforce
 * by gender and by age group. A chart with nothing to show is left out.
 */
export function reportCharts(x: ReportInputs, years: EmissionYears) {
  const { lang } = x;
  const t = (k: ReportMessageKey) => reportText(lang, k);
  const previous: DashboardYearInput | undefined =
    x.previous && x.previousEmissions
      ? { yearEnd: x.previous.yearEnd, emissions: x.previousEmissions, social: social(x.previousAnswers) }
      : undefined;
  const names = boundaryOf(x.answers);
  const d = dashboardOf(
    { yearEnd: x.period.yearEnd, emissions: x.emissions, social: social(x.answers) },
    {
      ...(previous ? { compare: previous, earlier: [previous] } : {}),
      locationNames: Object.fromEntries(names),
    },
  );
  const yearLabels = new Map([
    [x.period.yearEnd, years.thisYear.label],
    ...(previous && years.lastYear ? [[previous.yearEnd, years.lastYear.label] as const] : []),
  ]);
  const months = periodMonths(x.period.startDate);
  const category: Record<CategoryKind, (key: string) => string> = {
    month: (k) => months[Number(k)] ?? k,
    year: (k) => yearLabels.get(k) ?? k,
    location: (k) => names.get(k) ?? k,
    energyType: (k) => energyName(k, lang),
    workforceGroup: (k) => GROUPS.get(k)?.labels[lang] ?? k,
  };
  const seriesName = (c: SeriesChart<unknown>, key: string) =>
    c.categoryKind === 'energyType' || c.categoryKind === 'workforceGroup'
      ? category.year(key)
      : key === 'ghg'
        ? t('total')
        : t(key as ReportMessageKey);
  const series = dashboardSeries(d);
  const chart = (id: ChartId): Chart[] => {
    const c = series[id];
    // The location chart's energy and water have axes of their own on the dashboard; the report charts emissions.
    const drawn = c && (id === 'locations' ? c.series.filter((s) => s.key === 'ghg') : c.series);
    if (!c || !drawn?.some((s) => s.points.some((p) => p.value !== null && p.value !== 0))) return [];
    return [
      {
        kind: 'chart',
        chartType: c.type,
        title: t(TITLES[id]),
        unit: drawn[0]!.unit === 'persons' ? '' : reportUnit(drawn[0]!.unit, x.lang),
        categories: c.categories.map(category[c.categoryKind]),
        series: drawn.map((s) => ({ name: seriesName(c, s.key), values: s.points.map((p) => round(p.value)) })),
      },
    ];
  };
  return {
    emissions: [...chart('byYear'), ...chart('byMonth'), ...chart('locations')],
    resources: [...chart('energy'), ...chart('water')],
    workforce: [...chart('workforceGender'), ...chart('workforceAge')],
  };
}
