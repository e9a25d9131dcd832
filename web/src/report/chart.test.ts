import { describe, expect, it } from 'vitest';
import { PALETTES } from '@esg/core/lib/chartPalettes';
import { chartOptions } from './chart';

/**
 * "The company's palette": a company has no palette of its own (the dashboard's and the matrix's choice
 * is each user's), so the report draws in the product's default one, Cloud — its charts and its matrix alike (ADR 0054).
 */
describe('the report’s colours', () => {
  it('draws every chart in the dashboard’s default palette, Cloud, as the report’s matrix is (reports.materiality test)', () => {
    const colours = chartOptions({
      kind: 'chart',
      chartType: 'column',
      title: 'Scope 1, 2 and 3 by year',
      unit: 't CO2e',
      categories: ['FY2024', 'FY2025'],
      series: [{ name: 'Scope 1', values: [1, null] }],
    }).colors;
    expect(colours).toEqual(PALETTES.cloud);
  });
});

describe('the report’s chart legends', () => {
  it('leave out a series with no figure in any category (no empty entry in the legend)', () => {
    const options = chartOptions({
      kind: 'chart',
      chartType: 'column',
      title: 'Scope 1, 2 and 3 by year',
      unit: 'tCO₂e',
      categories: ['FY2024', 'FY2025'],
      series: [
        { name: 'Scope 1', values: [1, 2] },
        { name: 'Removals by trees', values: [null, null] },
        { name: 'Scope 3', values: [0, 0] },
      ],
    });
    expect((options.series ?? []).map((s) => s.name)).toEqual(['Scope 1']);
  });
});

describe('a bar chart’s names', () => {
  it('have room left of the bars for the longest, a Chinese character a full em (names never run off the page)', () => {
    const bar = (categories: string[]) =>
      chartOptions({
        kind: 'chart',
        chartType: 'bar',
        title: '按地點劃分的溫室氣體排放',
        unit: 'tCO₂e',
        categories,
        series: [{ name: '總計', values: categories.map(() => 1) }],
      }).chart!.marginLeft!;
    expect(bar(['總辦事處', '銅鑼灣商店', '觀塘倉庫'])).toBe(12 * 5 + 16);
    expect(bar(['很'.repeat(40)])).toBe(240);
  });
});
