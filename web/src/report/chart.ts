import type { Options } from 'highcharts';
import type { ReportData } from '@esg/core/schemas/reports';

export const REPORT_FONTS = "'Noto Sans', 'Noto Sans TC', sans-serif";

/**
 * Chart options for print: no animation (the PDF is taken once the chart says it is drawn,
 * not mid-tween), no credits or export menu, and the report's embedded fonts.
 */
export function chartOptions(chart: ReportData['chart']): Options {
  return {
    chart: { type: 'column', animation: false, width: 680, height: 320, style: { fontFamily: REPORT_FONTS } },
    title: { text: `${chart.title.en}<br/>${chart.title.zh}`, style: { fontSize: '14px' } },
    credits: { enabled: false },
    accessibility: { enabled: false },
    exporting: { enabled: false },
    xAxis: { categories: chart.categories },
    yAxis: { title: { text: chart.unit } },
    plotOptions: { series: { animation: false, dataLabels: { enabled: false } } },
    series: chart.series.map((s) => ({ type: 'column', name: `${s.name.en} ${s.name.zh}`, data: s.values })),
  };
}
