import type { Options } from 'highcharts';
import { DEFAULT_PALETTE, PALETTES } from '@esg/core/lib/chartPalettes';
import type { ReportBlock } from '@esg/core/schemas/reports';
import { scriptedHtml } from './scripts';

export const REPORT_FONTS = "'Noto Sans', 'Noto Sans TC', 'Noto Sans SC', sans-serif";
/** The product's default chart palette, as the dashboard's and the report's matrix (ADR 0054). */
const PALETTE = [...PALETTES[DEFAULT_PALETTE]];

type Chart = Extract<ReportBlock, { kind: 'chart' }>;

/** A label's width in ems: a Chinese character one, any other about half of one. */
const ems = (label: string) =>
  [...label].reduce((n, c) => n + (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(c) ? 1 : 0.55), 0);

/**
 * Chart options for print: no animation (the PDF is taken once the chart says it is drawn,
 * not mid-tween), no credits or export menu, and the report's embedded fonts.
 */
export function chartOptions(chart: Chart): Options {
  const base: Options = {
    // 15 px base: Highcharts draws labels and legends at 0.8em, 12 px = 9 pt, the report's smallest text.
    chart: { animation: false, width: 640, height: 280, style: { fontFamily: REPORT_FONTS, fontSize: '15px' } },
    colors: PALETTE,
    title: { text: chart.title, style: { fontSize: '1em' } },
    credits: { enabled: false },
    accessibility: { enabled: false },
    exporting: { enabled: false },
    plotOptions: { series: { animation: false, dataLabels: { enabled: chart.chartType === 'pie' } } },
  };
  if (chart.chartType === 'pie')
    return {
      ...base,
      series: [
        {
          type: 'pie',
          name: chart.series[0]?.name ?? '',
          data: chart.categories.map((c, i) => ({ name: c, y: chart.series[0]?.values[i] ?? 0 })),
        },
      ],
    };
  return {
    ...base,
    // A bar chart's names stand left of its bars: room for the longest, Chinese characters a full em each, so a name
    // measured before its font has loaded never runs off the page (ADR 0121: location names in Chinese).
    ...(chart.chartType === 'bar'
      ? {
          chart: {
            ...base.chart,
            marginLeft: Math.min(240, Math.ceil(12 * Math.max(0, ...chart.categories.map(ems))) + 16),
          },
        }
      : {}),
    xAxis: { categories: chart.categories },
    yAxis: { title: { text: scriptedHtml(chart.unit) } },
    // A series with no figure in any category would only add an empty entry to the legend.
    series: chart.series
      .filter((s) => s.values.some((v) => v !== null && v !== 0))
      .map((s) => ({ type: chart.chartType, name: s.name, data: s.values })),
  };
}
