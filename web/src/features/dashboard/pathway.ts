import type { ClimateMetricsView } from '@esg/core/schemas/climate';
import { listOptions } from '../../forms/listOptions';
import type { Language } from '../../i18n/languages';
import type { ChartData, Translate } from './charts';

type Target = ClimateMetricsView['targets'][number];
const point = (v: string | null) => ({ value: v === null ? null : Number(v), missing: [] });

/**
 * A target's path as a dashboard chart (ADR 0110): the actuals, the linear path from the base value to
 * the target value, and the interim milestones, year by year; a target with no actual yet draws nothing.
 */
export function pathwayChart(target: Target, t: Translate, lang: Language): ChartData | null {
  const p = target.pathway;
  if (!p || !p.points.some((x) => x.actual !== null)) return null;
  const metric = listOptions('targetMetrics', lang)?.find((o) => o.value === target.metric)?.label ?? target.metric;
  const unit = target.basis === 'intensity' ? '' : t('unit_tCO2e');
  const series = [
    { name: t('pathway_actual'), unit, points: p.points.map((x) => point(x.actual)) },
    { name: t('pathway_path'), unit, points: p.points.map((x) => point(x.path)) },
    ...(p.points.some((x) => x.milestone !== null)
      ? [{ name: t('pathway_milestone'), unit, points: p.points.map((x) => point(x.milestone)) }]
      : []),
  ];
  return {
    id: `pathway-${target.index}`,
    title: t('card_pathway', { metric, year: target.targetYear }),
    type: 'line',
    categories: p.points.map((x) => String(x.year)),
    series,
  };
}

/** The latest gap to the path in words: behind (above the path) or ahead (below it). */
export function pathwayGap(target: Target, t: Translate, format: (v: number) => string): string | undefined {
  const p = target.pathway;
  if (!p || p.gap === null || p.gapYear === null) return undefined;
  const gap = Number(p.gap);
  return t(gap > 0 ? 'pathway_behind' : 'pathway_ahead', { year: p.gapYear, gap: format(Math.abs(gap)) });
}
