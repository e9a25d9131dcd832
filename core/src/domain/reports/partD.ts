import { CLIMATE_LISTS, SCOPE3_CATEGORIES } from '../../pages/climate/lists';
import type { ReportBlock } from '../../schemas/reports';
import type { ClimateMetricsView } from '../../schemas/climate';
import {
  comparison,
  figureText,
  keysOf,
  provisionFigure,
  recorded,
  type EmissionYears,
  type Row,
} from './environmental';
import { sumDecimals } from '../../lib/decimal';
import { reportDecimal, reportFigure, reportNumber, reportPercent, reportUnit } from './format';
import { reportText, type ReportMessageKey } from './messages';
import { pathwayBlocks } from './partDPathway';
import { targetsAsPrinted } from './partDTargets';
import { scope3Blocks } from './partDScope3';
import { scope3TotalNote, screenedTotal, type Scope3Screened } from './scope3Total';
import { notesOnce } from './notes';
import type { FigureJson } from '../../calc/emissions/present';
import { editionTextOf } from './translated';
import { joinSentences, withAside } from '../../lib/format';

const categoryName = (key: string, lang: EmissionYears['lang']) => {
  const n = key.replace(/^category-/, '');
  return SCOPE3_CATEGORIES.find((c) => c.value === n)?.labels[lang] ?? n;
};

/**
 * Part D's metrics (ADR 0075): Scope 1, Scope 2 location-based and market-based side by side (GHG Protocol Scope 2
 * guidance), Scope 3 and removals by trees; Scope 3 by GHG Protocol category — the screening of all fifteen with
 * method, tier and figure or reason when GET /api/climate/metrics gives it (ADR 0109), else the calculated
 * categories; each target's progress as that route computes it. This year beside last year, every incomplete
 * figure with its note.
 */
export function partDMetrics(
  y: EmissionYears,
  climate: ClimateMetricsView | undefined,
  /** The edition's Scope 3 screening answers: its reasons in the edition's language. */
  screening?: unknown,
): ReportBlock[] {
  const t = (k: ReportMessageKey) => reportText(y.lang, k);
  const scope2 = provisionFigure('D-MT-GHG2', 'total');
  const screened = screenedTotal(climate);
  const scopes: Row[] = [
    { name: t('scope1'), figure: provisionFigure('D-MT-GHG1', 'total') },
    { name: t('scope2Location'), figure: scope2 },
    // Figures frozen before market-based was computed (ADR 0090) had no instruments: market-based is location-based.
    { name: t('scope2Market'), figure: (j) => provisionFigure('D-MT-GHG2', 'marketBased')(j) ?? scope2(j) },
    // With the screening, Scope 3's total is the screening's, its categories said below the screening (ADR 0109).
    ...(climate?.scope3?.length
      ? screenedRow(y, screened)
      : [{ name: t('scope3'), figure: provisionFigure('D-MT-GHG3', 'total') }]),
    { name: t('removals'), figure: (j) => j.scopes.removals },
  ];
  const categories: Row[] = keysOf(y, 'D-MT-GHG3')
    .filter((k) => k.startsWith('category-'))
    .sort((a, b) => Number(a.slice(9)) - Number(b.slice(9)))
    .map((k) => ({ name: categoryName(k, y.lang), figure: provisionFigure('D-MT-GHG3', k) }));
  // Part D's own heading: A1.2 is Part C's KPI, reported in the environmental chapter.
  const ghg = comparison(y, 'partDGhg', scopes);
  // The screened total's star is explained once in the part: under the table, not again under the screening.
  return notesOnce([
    ...ghg,
    // The starred screened total's note under the table that prints it (ADR 0075).
    ...(ghg.length && screened ? scope3TotalNote(screened, y.lang) : []),
    ...(ghg.length && climate?.scope3?.length ? lastYearUnscreened(y) : []),
    ...mandatoryScopesMissing(y, scopes),
    ...(ghg.length ? scope2Method(y) : []),
    ...(climate?.scope3?.length ? scope3Blocks(climate, y, screening) : comparison(y, 'scope3ByCategory', categories)),
    // Each target in the unit its figures read in, as every other table prints them (ADR 0075 amended).
    ...targetBlocks(climate && targetsAsPrinted(climate), y.lang),
  ]);
}

/**
 * Part D's Scope 3 row from the screening (ADR 0109): this year's total across the screened categories, starred when a
 * category it includes is incomplete; the climate metrics hold no other year's, so last year's is not available.
 */
function screenedRow(y: EmissionYears, s: Scope3Screened | undefined): Row[] {
  if (!s) return [];
  const figure: FigureJson = { value: s.tCO2e, unit: 'tCO2e', complete: !s.incomplete.length, gaps: [], select: [] };
  return [
    {
      name: reportText(y.lang, 'scope3'),
      figure: (j) => (j === y.thisYear.json ? figure : undefined),
      noteApart: true,
    },
  ];
}

/**
 * Last year's Scope 3 beside the screened total (ADR 0109): the screening is this year's only, so last year's cell is
 * "Not available" while A1.2 prints last year's Scope 3 from the environmental data; a sentence under the table says
 * why, and where that figure is, so the two tables do not read as disagreeing.
 */
function lastYearUnscreened(y: EmissionYears): ReportBlock[] {
  const a12 = provisionFigure('A1.2', 'scope3');
  if (!y.lastYear || !recorded(y.lastYear.json, { name: '', figure: a12 })) return [];
  const figure = figureText(a12(y.lastYear.json), y.lang);
  const text = reportText(y.lang, 'scope3LastYearUnscreened', { year: y.lastYear.label, figure });
  return [{ kind: 'p', text, keepWithPrevious: true }];
}

/**
 * Scope 1 and Scope 2 are Part D's mandatory figures (ADR 0027): a year that records neither (or one) says so under
 * the heading, in words, rather than leaving the table out silently. The final report is refused while they are
 * missing (ADR 0134), so only a draft prints this.
 */
function mandatoryScopesMissing(y: EmissionYears, [scope1, scope2]: Row[]): ReportBlock[] {
  const [no1, no2] = [scope1!, scope2!].map((r) => !recorded(y.thisYear.json, r));
  const key = no1 && no2 ? 'noScope1And2' : no1 ? 'noScope1' : no2 ? 'noScope2' : undefined;
  if (!key) return [];
  const text = joinSentences([reportText(y.lang, key), reportText(y.lang, 'scopesRequired')], y.lang);
  return [{ kind: 'p', text, keepWithPrevious: true }];
}

/**
 * How the two Scope 2 figures were computed, and the instruments behind market-based (ADR 0090): the sentence explains
 * the table's Scope 2 rows, so it is printed on the page the table ends on (ADR 0044).
 */
function scope2Method(y: EmissionYears): ReportBlock[] {
  const t = (k: ReportMessageKey, p?: Record<string, string>) => reportText(y.lang, k, p);
  const instruments = y.thisYear.json.instruments ?? [];
  if (instruments.length === 0) return [{ kind: 'p', text: t('marketBasedSame'), keepWithPrevious: true }];
  const covered = sumDecimals(instruments.map((i) => i.mwh));
  return [
    {
      kind: 'p',
      text: joinSentences(
        [t('scope2Methods'), t('instrumentsCovered', { mwh: reportDecimal(covered, y.lang) })],
        y.lang,
      ),
      keepWithPrevious: true,
    },
    {
      kind: 'table',
      caption: t('instruments'),
      head: [t('instrument'), t('instrumentReference'), t('vintage'), t('coveredMwh'), t('emissionRate')],
      rows: instruments.map((i) => [
        t(`instrument_${i.kind}`),
        editionTextOf(i.reference, y.lang),
        String(i.vintage),
        reportDecimal(i.mwh, y.lang),
        reportNumber(i.perMwh, y.lang),
      ]),
      numeric: [3, 4],
    },
  ];
}

function targetBlocks(climate: ClimateMetricsView | undefined, lang: EmissionYears['lang']): ReportBlock[] {
  const t = (k: ReportMessageKey) => reportText(lang, k);
  const targets = (climate?.targets ?? []).filter((x) => x.progress !== null || x.currentValue !== null);
  if (targets.length === 0) return [];
  const metric = (m: string) => CLIMATE_LISTS.targetMetrics!.find((o) => o.value === m)?.labels[lang] ?? m;
  const value = (v: string | null) => (v === null || v === '' ? '–' : reportFigure(Number(v), lang));
  return [
    {
      kind: 'table',
      caption: t('targetProgress'),
      head: [
        t('targetMetric'),
        t('unit'),
        t('baseYear'),
        t('baseValue'),
        t('currentValue'),
        t('targetValue'),
        t('progress'),
      ],
      rows: targets.map((x) => [
        withAside(metric(x.metric), `${x.baseYear}–${x.targetYear}`, lang),
        x.unit ? reportUnit(x.unit, lang) : '–',
        x.baseYear,
        value(x.baseValue),
        value(x.currentValue),
        value(x.targetValue),
        // A share, to one place as every percentage column of the report (ADR 0075 amended).
        x.progress === null ? '–' : reportPercent(x.progress, lang),
      ]),
      numeric: [3, 4, 5, 6],
    },
    // How to read the table's last column: on the table's page (ADR 0044).
    { kind: 'p', text: t('progressNote'), keepWithPrevious: true },
    ...recalculationBlocks(climate!, targets, lang),
    ...pathwayBlocks(targets, lang),
  ];
}

/**
 * The base year recalculation policy and what it did (ADR 0120): the threshold in words, then each target
 * whose base year was restated against the base recorded with it — recalculated, or kept below the threshold.
 */
function recalculationBlocks(
  climate: ClimateMetricsView,
  targets: ClimateMetricsView['targets'],
  lang: EmissionYears['lang'],
): ReportBlock[] {
  const metric = (m: string) => CLIMATE_LISTS.targetMetrics!.find((o) => o.value === m)?.labels[lang] ?? m;
  const policy: ReportBlock[] = climate.recalculationThreshold
    ? [
        {
          kind: 'p',
          text: reportText(lang, 'recalculationPolicy', {
            threshold: reportNumber(Number(climate.recalculationThreshold), lang),
          }),
        },
      ]
    : [];
  return [
    ...policy,
    ...targets.flatMap((x): ReportBlock[] => {
      const r = x.recalculation;
      if (!r) return [];
      const unit = x.unit ? ` ${reportUnit(x.unit, lang)}` : '';
      return [
        {
          kind: 'p',
          text: reportText(lang, r.applied ? 'recalculationApplied' : 'recalculationKept', {
            metric: metric(x.metric),
            year: x.baseYear,
            recorded: `${reportFigure(Number(r.recorded), lang)}${unit}`,
            restated: `${reportFigure(Number(r.restated), lang)}${unit}`,
            change: reportNumber(Number(r.changePercent), lang),
          }),
        },
      ];
    }),
  ];
}
