import type { Options } from 'highcharts';
import { DEFAULT_PALETTE, PALETTES } from '@esg/core/lib/chartPalettes';
import type { ReportBlock } from '@esg/core/schemas/reports';
import { scriptedHtml } from './scripts';

export const REPORT_FONTS = "'Noto Sans', 'Noto Sans TC', 'Noto Sans SC', sans-serif";
/** The product's default chart palette, as the dashboard's and the report's matrix (ADR 0054). */
const PALETTE = [...PALETTES[DEFAULT_PALETTE]];

type Chart = Extract<ReportBlock, { kind: 'chart' }>;

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
    xAxis: { categories: chart.categories },
    yAxis: { title: { text: scriptedHtml(chart.unit) } },
    // A series with no figure in any category would only add an empty entry to the legend.
    series: chart.series
      .filter((s) => s.values.some((v) => v !== null && v !== 0))
      .map((s) => ({ type: chart.chartType, name: s.name, data: s.values })),
  };
}
