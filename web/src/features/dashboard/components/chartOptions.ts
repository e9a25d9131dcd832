import type { Options, PointOptionsObject, SeriesOptionsType } from 'highcharts';
import type { ChartData } from '../charts';

/**
 * Most columns or bars a chart writes its figures on: a small one beside a large one (towngas beside electricity) then
 * reads as a figure, as in the report (docs/decisions/0135-report-charts-as-svg.md, amended). Twelve months of three
 * scopes, stacked or not, are read from the tooltip and the table view.
 */
const FIGURES_UP_TO = 12;

/**
 * Highcharts options for a dashboard chart: the palette's colours, stacked series where the
 * data stacks, an incomplete point drawn with a dashed outline, each figure on its column or bar where a chart has
 * few, and a tooltip that names the
 * unit, what is missing and the factor set; PNG export in the browser only. Accessibility is the table view's job (every
 * chart has one), so Highcharts' module is not loaded.
 */
export function chartOptions(
  chart: ChartData,
  colours: readonly string[],
  format: (value: number) => string,
  labels: { noData: string; incomplete: (missing: readonly string[]) => string },
  onLocation?: (locationId: string) => void,
  onExportError?: () => void,
): Options {
  const axes = [...new Set(chart.series.map((s) => s.axis ?? 0))];
  const stacked = chart.series.some((s) => s.stack);
  const figures = chart.type !== 'line' && !stacked && chart.categories.length * chart.series.length <= FIGURES_UP_TO;
  const series: SeriesOptionsType[] = chart.series.map((s, i) => ({
    type: chart.type,
    name: s.name,
    color: colours[i % colours.length],
    yAxis: s.axis ?? 0,
    ...(s.stack ? { stack: s.stack } : {}),
    data: s.points.map((p): PointOptionsObject => ({
      y: p.value,
      custom: { unit: s.unit, missing: p.missing, note: p.note, locationId: p.locationId },
      ...(p.missing.length ? { borderColor: '#000000', borderWidth: 2, dashStyle: 'Dash' } : {}),
    })),
  }));
  return {
    chart: {
      type: chart.type,
      height: 300,
      style: { fontFamily: 'inherit' },
    },
    // Without the accessibility module the SVG is an image named by the title's text: the card's
    // header shows the title, so here it is kept out of sight (the figures are in the table view).
    title: { text: chart.title, floating: true, style: { display: 'none' } },
    credits: { enabled: false },
    accessibility: { enabled: false },
    // PNG download from the card's button, made in the browser (the exporting module's local export):
    // never posted to export.highcharts.com, not even when the browser cannot make it.
    exporting: {
      enabled: false,
      local: true,
      fallbackToExportServer: false,
      error: () => onExportError?.(),
    },
    colors: [...colours],
    xAxis: { categories: chart.categories },
    yAxis: axes.map((a) => ({
      title: { text: chart.series.find((s) => (s.axis ?? 0) === a)?.unit },
      visible: a === 0,
      reversedStacks: false,
    })),
    plotOptions: {
      series: {
        animation: false,
        dataLabels: {
          enabled: figures,
          formatter() {
            return this.y === null || this.y === undefined ? '' : format(this.y);
          },
        },
        cursor: onLocation ? 'pointer' : undefined,
        point: onLocation
          ? {
              events: {
                click() {
                  const id = (this.options.custom as { locationId?: string } | undefined)?.locationId;
                  if (id) onLocation(id);
                },
              },
            }
          : undefined,
      },
      column: { stacking: stacked ? 'normal' : undefined },
    },
    tooltip: {
      formatter() {
        const custom = (this.options.custom ?? {}) as { unit: string; missing: string[]; note?: string };
        const value = this.y === null || this.y === undefined ? labels.noData : `${format(this.y)} ${custom.unit}`;
        const lines = [`<b>${String(this.category ?? '')}</b>`, `${this.series.name}: ${value}`];
        if (custom.missing.length) lines.push(labels.incomplete(custom.missing));
        if (custom.note) lines.push(custom.note);
        return lines.join('<br/>');
      },
    },
    series,
  };
}
