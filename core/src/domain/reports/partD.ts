import { CLIMATE_LISTS, SCOPE3_CATEGORIES } from '../../pages/climate/lists';
import type { ReportBlock } from '../../schemas/reports';
import type { ClimateMetricsView } from '../../schemas/climate';
import { comparison, keysOf, provisionFigure, type EmissionYears, type Row } from './environmental';
import { reportFigure, reportNumber } from './format';
import { reportText, type ReportMessageKey } from './messages';
import { pathwayBlocks } from './partDPathway';
import { scope3Blocks } from './partDScope3';

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
export function partDMetrics(y: EmissionYears, climate: ClimateMetricsView | undefined): ReportBlock[] {
  const t = (k: ReportMessageKey) => reportText(y.lang, k);
  const scope2 = provisionFigure('D-MT-GHG2', 'total');
  const scopes: Row[] = [
    { name: t('scope1'), figure: provisionFigure('D-MT-GHG1', 'total') },
    { name: t('scope2Location'), figure: scope2 },
    // No contractual instrument is recorded anywhere yet: market-based is location-based, and the report says so.
    { name: t('scope2Market'), figure: scope2 },
    // With the screening, Scope 3's total is the screening's, said with its categories below the table (ADR 0109).
    ...(climate?.scope3?.length ? [] : [{ name: t('scope3'), figure: provisionFigure('D-MT-GHG3', 'total') }]),
    { name: t('removals'), figure: (j) => j.scopes.removals },
  ];
  const categories: Row[] = keysOf(y, 'D-MT-GHG3')
    .filter((k) => k.startsWith('category-'))
    .sort((a, b) => Number(a.slice(9)) - Number(b.slice(9)))
    .map((k) => ({ name: categoryName(k, y.lang), figure: provisionFigure('D-MT-GHG3', k) }));
  const ghg = comparison(y, 'ghg', scopes);
  return [
    ...ghg,
    ...(ghg.length ? [{ kind: 'p' as const, text: t('marketBasedSame') }] : []),
    ...(climate?.scope3?.length ? scope3Blocks(climate, y) : comparison(y, 'scope3ByCategory', categories)),
    ...targetBlocks(climate, y.lang),
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
      head: [t('targetMetric'), t('baseYear'), t('baseValue'), t('currentValue'), t('targetValue'), t('progress')],
      rows: targets.map((x) => [
        `${metric(x.metric)} (${x.baseYear}–${x.targetYear})`,
        x.baseYear,
        value(x.baseValue),
        value(x.currentValue),
        value(x.targetValue),
        x.progress === null ? '–' : reportNumber(Number(x.progress), lang),
      ]),
      numeric: [2, 3, 4, 5],
    },
    { kind: 'p', text: t('progressNote') },
    ...pathwayBlocks(targets, lang),
  ];
}
