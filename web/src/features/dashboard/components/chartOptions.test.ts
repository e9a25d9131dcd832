import { describe, expect, it, vi } from 'vitest';
import type { PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import type { ChartData } from '../charts';
import { chartOptions } from './chartOptions';
import { highchartsLang } from './highchartsLang';

const chart: ChartData = {
  id: 'locations',
  title: 'By location',
  type: 'bar',
  categories: ['HQ', 'Shop'],
  series: [
    {
      name: 'Emissions',
      unit: 'tCO2e',
      points: [
        { value: 1234.5, missing: [], note: 'Factors of 2025, GWP AR5', locationId: 'L1' },
        {
          value: 3,
          missing: ['missing factor elec-other for 2025'],
          note: 'Factors of 2025, GWP AR5',
          locationId: 'L2',
        },
      ],
    },
  ],
};
const labels = { noData: 'No data', incomplete: (missing: readonly string[]) => `Incomplete: ${missing.join('; ')}` };
const format = (v: number) => v.toLocaleString('en-US');
const points = (o: ReturnType<typeof chartOptions>) =>
  (o.series![0] as SeriesColumnOptions).data as PointOptionsObject[];

describe('a dashboard chart’s options', () => {
  it('filter by the location whose bar is clicked', () => {
    const onLocation = vi.fn();
    const o = chartOptions(chart, ['#0972d3'], format, labels, onLocation);
    const click = o.plotOptions!.series!.point!.events!.click as (this: unknown) => void;
    click.call({ options: points(o)[1] });
    expect(onLocation).toHaveBeenCalledWith('L2');
    expect(o.plotOptions!.series!.cursor).toBe('pointer');
    // A chart that filters nothing offers no click.
    expect(chartOptions(chart, ['#0972d3'], format, labels).plotOptions!.series!.point).toBeUndefined();
  });

  it('draw each series in the palette’s colours and an incomplete point dashed', () => {
    const o = chartOptions(chart, ['#7a4a1e', '#5b6e1f'], format, labels);
    expect((o.series![0] as SeriesColumnOptions).color).toBe('#7a4a1e');
    expect(points(o)[0]).not.toHaveProperty('dashStyle');
    expect(points(o)[1]).toMatchObject({ dashStyle: 'Dash', borderWidth: 2 });
  });

  it('name in the tooltip the value with its unit, what is missing and the factor set', () => {
    const o = chartOptions(chart, ['#0972d3'], format, labels);
    const tooltip = o.tooltip!.formatter as unknown as (this: unknown) => string;
    const at = (i: number, y: number | null) =>
      tooltip.call({ options: points(o)[i], y, category: chart.categories[i], series: { name: 'Emissions' } });
    expect(at(0, 1234.5).split('<br/>')).toEqual(['<b>HQ</b>', 'Emissions: 1,234.5 tCO2e', 'Factors of 2025, GWP AR5']);
    expect(at(1, 3).split('<br/>')).toEqual([
      '<b>Shop</b>',
      'Emissions: 3 tCO2e',
      'Incomplete: missing factor elec-other for 2025',
      'Factors of 2025, GWP AR5',
    ]);
    expect(at(1, null)).toContain('Emissions: No data');
  });
});

describe('a dashboard chart’s figures on its columns and bars', () => {
  const labelsOf = (o: ReturnType<typeof chartOptions>) =>
    o.plotOptions!.series!.dataLabels as { enabled: boolean; formatter: (this: { y: number | null }) => string };

  it('are written where the chart has few, in the dashboard’s number format, none for a missing figure', () => {
    const dataLabels = labelsOf(chartOptions(chart, ['#0972d3'], format, labels));
    expect(dataLabels.enabled).toBe(true);
    expect(dataLabels.formatter.call({ y: 1234.5 })).toBe('1,234.5');
    expect(dataLabels.formatter.call({ y: null })).toBe('');
  });

  it('are left to the tooltip and the table on a stacked chart, a line or twelve months of two series', () => {
    const stacked: ChartData = { ...chart, series: chart.series.map((s) => ({ ...s, stack: 'ghg' })) };
    expect(labelsOf(chartOptions(stacked, ['#0972d3'], format, labels)).enabled).toBe(false);
    expect(labelsOf(chartOptions({ ...chart, type: 'line' }, ['#0972d3'], format, labels)).enabled).toBe(false);
    const months = Array.from({ length: 12 }, (_, i) => `M${i + 1}`);
    const series = [0, 1].map((k) => ({
      ...chart.series[0]!,
      name: `S${k}`,
      points: months.map(() => chart.series[0]!.points[0]!),
    }));
    expect(labelsOf(chartOptions({ ...chart, categories: months, series }, ['#0972d3'], format, labels)).enabled).toBe(
      false,
    );
  });
});

describe('Highcharts’ own texts', () => {
  it('are in the user’s language: months, loading, and Chinese magnitudes in 萬 / 万', () => {
    const en = highchartsLang('en');
    expect([en.months![0], en.shortMonths![11], en.loading]).toEqual(['January', 'Dec', 'Loading…']);
    const hk = highchartsLang('hk');
    expect([hk.months![0], hk.loading, hk.numericSymbols, hk.numericSymbolMagnitude]).toEqual([
      '1月',
      '載入中…',
      ['萬', '億'],
      10_000,
    ]);
    const cn = highchartsLang('cn');
    expect([cn.loading, cn.resetZoom, cn.numericSymbols]).toEqual(['加载中…', '重置缩放', ['万', '亿']]);
  });
});
