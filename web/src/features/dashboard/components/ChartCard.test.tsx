import { describe, expect, it } from 'vitest';
import Highcharts from 'highcharts';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import type { ChartData } from '../charts';
import '../i18n';
import { ChartCard } from './ChartCard';

const chart: ChartData = {
  id: 'byYear',
  title: 'Scope 1, 2 and 3 by year',
  type: 'column',
  categories: ['31-12-2024', '31-12-2025'],
  series: [
    {
      name: 'Scope 1',
      unit: 'tCO2e',
      stack: 'ghg',
      points: [
        { value: 1234.5678, missing: [] },
        { value: null, missing: [] },
      ],
    },
    {
      name: 'Scope 2',
      unit: 'tCO2e',
      stack: 'ghg',
      points: [
        { value: 2, missing: [] },
        { value: 3, missing: ['missing factor elec-other for 2025'] },
      ],
    },
  ],
};

describe('ChartCard', () => {
  it('shows the chart’s figures as a table: formatted by the figure rule, no data said, what is missing named', async () => {
    const { page } = renderWidget(<ChartCard chart={chart} colours={['#000000']} year="2025-12-31" />);
    expect(await screen.findByRole('heading', { name: 'Scope 1, 2 and 3 by year' })).toBeTruthy();
    act(() => page.findSegmentedControl()!.findSegmentById('table')!.click());
    const table = page.findTable()!;
    const cells = (row: number) => {
      const r = table.findRows()[row]!;
      return r.findAll('td').map((c) => c.getElement().textContent);
    };
    expect(table.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual([
      '',
      'Scope 1 (tCO2e)',
      'Scope 2 (tCO2e)',
    ]);
    expect(cells(0)).toEqual(['1,234.6', '2']);
    expect(cells(1)).toEqual(['No data', '3 (Incomplete: missing factor elec-other for 2025)']);
  });

  it('says a chart with nothing entered is empty instead of drawing axes at 0; its table still says no data', async () => {
    const nothing: ChartData = {
      ...chart,
      series: chart.series.map((s) => ({ ...s, points: s.points.map(() => ({ value: null, missing: [] })) })),
    };
    const { page } = renderWidget(<ChartCard chart={nothing} colours={['#000000']} year="2026-12-31" />, {
      language: 'hk',
    });
    expect((await screen.findByTestId('chart-empty')).textContent).toBe('尚未輸入任何數字，沒有可繪製的圖表。');
    expect(page.find('figure')).toBeNull();
    const png = page.findAllButtons().find((b) => b.getElement().textContent === '下載PNG');
    expect(png?.isDisabled()).toBe(true);
    act(() => page.findSegmentedControl()!.findSegmentById('table')!.click());
    expect(page.findTable()!.findRows()[0]!.getElement().textContent).toContain('沒有數據');
  });
});

const located = (value: number) => ({ value, missing: [], locationId: 'L1' });
/** The dashboard's location chart: tCO2e, MWh and m³ of one location (core's series, one axis each). */
const byLocation: ChartData = {
  id: 'locations',
  title: 'By location',
  type: 'bar',
  categories: ['HQ'],
  series: [
    { name: 'Emissions', unit: 'tCO2e', axis: 0, points: [located(15.2)] },
    { name: 'Energy', unit: 'MWh', axis: 1, points: [located(36.3)] },
    { name: 'Water', unit: 'm³', axis: 2, points: [located(1416)] },
  ],
};

describe('ChartCard: a chart of several measures', () => {
  it('draws one measure at a time on its own axis, and its table holds exactly the values drawn', async () => {
    const { page } = renderWidget(<ChartCard chart={byLocation} colours={['#000000']} year="2025-12-31" />);
    expect(await screen.findByRole('heading', { name: 'By location' })).toBeTruthy();
    const [measure, view] = page.findAllSegmentedControls();
    expect(measure!.findSegments().map((s) => s.getElement().textContent)).toEqual([
      'Emissions (tCO2e)',
      'Energy (MWh)',
      'Water (m³)',
    ]);
    act(() => measure!.findSegmentById('1')!.click());
    // The chart draws the energy series alone, on one axis titled in its unit.
    const svg = await waitFor(() => {
      const found = document.querySelector('[data-testid="chart-locations"] svg.highcharts-root');
      if (!found) throw new Error('not drawn yet');
      return found;
    });
    const axisTitles = [...svg.querySelectorAll('.highcharts-yaxis .highcharts-axis-title')].map((e) => e.textContent);
    expect(axisTitles).toEqual(['MWh']);
    expect(svg.querySelectorAll('.highcharts-series.highcharts-bar-series')).toHaveLength(1);
    expect([...svg.querySelectorAll('.highcharts-legend-item')].map((e) => e.textContent)).toEqual(['Energy']);
    const drawn = Highcharts.charts.filter((c) => c !== undefined).at(-1)!;
    expect(drawn.series.map((s) => s.points.map((p) => p.y))).toEqual([[36.3]]);

    act(() => view!.findSegmentById('table')!.click());
    const table = page.findTable()!;
    expect(table.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual(['', 'Energy (MWh)']);
    expect(
      table
        .findRows()[0]!
        .findAll('td')
        .map((c) => c.getElement().textContent),
    ).toEqual(['36.3']);
  });
});
