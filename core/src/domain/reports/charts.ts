import { BREAKDOWNS } from '../../pages/social/workforce';
import type { I18nText } from '../../catalogue/types';
import { periodMonths } from '../../lib/dates';
import type { ReportBlock } from '../../schemas/reports';
import { dashboardSeries, type CategoryKind, type ChartId, type SeriesChart } from '../../calc/dashboard/series';
import { dashboardOf, type DashboardYearInput } from '../dashboard/view';
import type { AnswersByPage } from '../../catalogue/disclosure';
import type { ReportInputs } from './inputs';
import { energyName, scope3Coverage, scope3OfPartD, type EmissionYears } from './environmental';
import { reportText, type ReportMessageKey } from './messages';
import { chartFigure, reportUnit } from './format';
import { boundaryOf } from './about';
import type { Language } from '../../schemas/common';
import { categoriesText, scope3TotalFigure, scope3TotalNote, type Scope3Screened } from './scope3Total';

type Chart = Extract<ReportBlock, { kind: 'chart' }>;

const TITLES: Record<ChartId, ReportMessageKey> = {
  byYear: 'scopeChart',
  byMonth: 'monthlyChart',
  locations: 'locationChart',
  energy: 'energyChart',
  water: 'waterChart',
  workforceGender: 'workforceChart',
  workforceAge: 'workforceAgeChart',
};
/**
 * A series' colour by what it is, the same in every chart (ADR 0135, ADR 0150): the scopes (and their total by location) in
 * the palette's colours as the dashboard draws them, the years apart from them — this year a deep orange, last year
 * grey — so FY2024 is never drawn in Scope 1's blue. Each reaches 3:1 on white (WCAG 1.4.11).
 */
export const SERIES_COLOURS: Readonly<Record<string, string>> = {
  scope1: '#0972d3',
  scope2: '#c33d69',
  scope3: '#2ea597',
  removals: '#5b6e1f',
  ghg: '#8456ce',
  water: '#006e7f',
  thisYear: '#b5520a',
  lastYear: '#5f6b7a',
};

/**
 * A month on a chart's axis by its name, as the report writes dates in words: "Jan", 「一月」. Chinese numerals, so
 * the bilingual check reads no figure the English axis does not have (parity/tokens.ts).
 */
const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hk: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  cn: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
};

/** The workforce charts' value axis: people, counted. */
const HEADCOUNT: Record<Language, string> = { en: 'Number of employees', hk: '僱員人數', cn: '雇员人数' };

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
    month: (k) => MONTH_NAMES[lang][Number(months[Number(k)]?.slice(5)) - 1] ?? k,
    year: (k) => yearLabels.get(k) ?? k,
    location: (k) => names.get(k) ?? k,
    energyType: (k) => energyName(k, lang),
    workforceGroup: (k) => GROUPS.get(k)?.labels[lang] ?? k,
  };
  const screened = scope3OfPartD(x);
  const seriesName = (c: SeriesChart<unknown>, key: string) =>
    c.categoryKind === 'energyType' || c.categoryKind === 'workforceGroup'
      ? category.year(key)
      : key === 'ghg'
        ? // The total by location, beside Part D's screened total, is named for what it counts (ADR 0119 amended).
          t(screened ? 'locationTotalEnvironmental' : 'total')
        : // Beside Part D's screened total, the charts' Scope 3 is named for what it counts (ADR 0109 amended).
          key === 'scope3' && screened
          ? t('scope3Environmental')
          : t(key as ReportMessageKey);
  const colourOf = (c: SeriesChart<unknown>, key: string) =>
    c.categoryKind === 'energyType' || c.categoryKind === 'workforceGroup'
      ? key === x.period.yearEnd
        ? SERIES_COLOURS.thisYear
        : SERIES_COLOURS.lastYear
      : SERIES_COLOURS[key];
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
        unit: drawn[0]!.unit === 'persons' ? HEADCOUNT[lang] : reportUnit(drawn[0]!.unit, x.lang),
        categories: c.categories.map(category[c.categoryKind]),
        ...(drawn[0]!.unit === 'persons' ? { counts: true as const } : {}),
        series: drawn.map((s) => {
          const colour = colourOf(c, s.key);
          // The figures as the dashboard computes them (the Word edition prints them as the report's tables do).
          const incomplete = s.points.flatMap((p, i) => (p.value !== null && p.figure?.complete === false ? [i] : []));
          const counts = drawn[0]!.unit === 'persons';
          return {
            name: seriesName(c, s.key),
            values: s.points.map((p) => p.value),
            ...(incomplete.length ? { incomplete } : {}),
            figures: s.points.map((p, i) => chartFigure(p.value, counts, !incomplete.includes(i), lang)),
            ...(colour ? { colour } : {}),
          };
        }),
      },
    ];
  };
  const byYear = chart('byYear');
  const byLocation = chart('locations');
  return {
    emissions: [
      ...byYear,
      ...(byYear.length && screened ? chartScope3Note(years, screened) : []),
      ...chart('byMonth'),
      ...byLocation,
      ...(byLocation.length && screened ? locationTotalNote(years) : []),
    ],
    resources: [...chart('energy'), ...chart('water')],
    workforce: [...chart('workforceGender'), ...chart('workforceAge')],
  };
}

/**
 * Under the emissions-by-year chart, when Part D prints the Scope 3 screening (ADR 0109 amended): the charts' Scope 3 is
 * the environmental data's, as A1.2's row, with its categories; the total across every screened category is Part D's,
 * starred with its note when a category it includes is incomplete — so the chart and Part D's total do not read as
 * disagreeing. On the chart's page (ADR 0044).
 */
function chartScope3Note(y: EmissionYears, screened: Scope3Screened): ReportBlock[] {
  const { categories } = scope3Coverage(y);
  if (!categories.length) return [];
  const text = reportText(y.lang, 'scope3ChartNote', {
    categories: categoriesText(categories, y.lang),
    year: y.thisYear.label,
    total: scope3TotalFigure(screened, y.lang),
    all: categoriesText(screened.categories, y.lang),
    partD: reportText(y.lang, 'partD'),
  });
  return [{ kind: 'p', text, keepWithPrevious: true }, ...scope3TotalNote(screened, y.lang)];
}

/**
 * Under the emissions-by-location chart, when Part D prints the Scope 3 screening (ADR 0119 amended): its total counts
 * Scope 1, 2 and the environmental data's Scope 3, as A1.2's total does; the screening's estimates are not by location,
 * so not in it — the chart by year's note says where Part D's total is. On the chart's page (ADR 0044).
 */
function locationTotalNote(y: EmissionYears): ReportBlock[] {
  const { categories } = scope3Coverage(y);
  if (!categories.length) return [];
  const text = reportText(y.lang, 'locationTotalNote', { categories: categoriesText(categories, y.lang) });
  return [{ kind: 'p', text, keepWithPrevious: true }];
}
