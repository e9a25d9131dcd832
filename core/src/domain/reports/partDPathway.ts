import { CLIMATE_LISTS } from '../../pages/climate/lists';
import type { Language } from '../../schemas/common';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { ReportBlock } from '../../schemas/reports';
import { reportFigure, reportUnit } from './format';
import { reportText } from './messages';

type Target = ClimateMetricsView['targets'][number];
const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Each target's path (ADR 0110): a line chart of the actuals, the linear path from the base value to the
 * target value and the interim milestones, year by year; then the latest gap to the path in words.
 */
export function pathwayBlocks(targets: readonly Target[], lang: Language): ReportBlock[] {
  const metric = (m: string) => CLIMATE_LISTS.targetMetrics!.find((o) => o.value === m)?.labels[lang] ?? m;
  return targets.flatMap((x): ReportBlock[] => {
    const p = x.pathway;
    if (!p || !p.points.some((pt) => pt.actual !== null)) return [];
    const milestones = p.points.some((pt) => pt.milestone !== null);
    // The target's own unit, as its progress table prints it: tCO₂e, or an intensity's (kgCO₂e/m²) (ADR 0075 amended).
    const unit = x.unit ? reportUnit(x.unit, lang) : '';
    const gap = p.gap === null ? null : Number(p.gap);
    return [
      {
        kind: 'chart',
        chartType: 'line',
        title: reportText(lang, 'pathwayChart', { metric: metric(x.metric), year: x.targetYear }),
        unit,
        categories: p.points.map((pt) => String(pt.year)),
        series: [
          { name: reportText(lang, 'pathwayActual'), values: p.points.map((pt) => num(pt.actual)) },
          { name: reportText(lang, 'pathwayPath'), values: p.points.map((pt) => num(pt.path)) },
          ...(milestones
            ? [{ name: reportText(lang, 'pathwayMilestone'), values: p.points.map((pt) => num(pt.milestone)) }]
            : []),
        ],
      },
      ...(gap === null || p.gapYear === null
        ? []
        : [
            {
              kind: 'p' as const,
              // It reads the chart's last actual against the path: printed under the chart (ADR 0044).
              keepWithPrevious: true as const,
              text: reportText(lang, gap > 0 ? 'pathwayBehind' : 'pathwayAhead', {
                year: String(p.gapYear),
                gap: `${reportFigure(Math.abs(gap), lang)} ${unit}`.trim(),
              }),
            },
          ]),
    ];
  });
}
