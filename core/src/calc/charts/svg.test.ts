import { describe, expect, it } from 'vitest';
import { PALETTES } from '../../lib/chartPalettes';
import { chartSvg, type Chart } from './svg';
import { valueAxis } from './axis';
import { W, width } from './layout';

const chart = (c: Partial<Chart>): Chart => ({
  kind: 'chart',
  chartType: 'column',
  title: 'Scope 1, 2 and 3 by year',
  unit: 'tCO₂e',
  categories: ['FY2024', 'FY2025'],
  series: [{ name: 'Scope 1', values: [1, 2] }],
  ...c,
});
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('the report’s chart drawings (ADR 0135)', () => {
  it('leave a series with no figure in any category out of the legend', () => {
    const svg = chartSvg(
      chart({
        series: [
          { name: 'Scope 1', values: [1, 2] },
          { name: 'Removals by trees', values: [null, null] },
          { name: 'Scope 3', values: [0, 0] },
        ],
      }),
    );
    expect(texts(svg)).toContain('Scope 1');
    expect(svg).not.toContain('Removals by trees');
    expect(svg).not.toContain('Scope 3');
  });

  it('break a line where a figure is missing: a gap, never a drop to zero', () => {
    const svg = chartSvg(
      chart({
        chartType: 'line',
        categories: ['Jan', 'Feb', 'Mar', 'Apr'],
        series: [{ name: 'Total', values: [4, null, 0, 4] }],
      }),
    );
    const d = /<path d="([^"]+)"/.exec(svg)![1]!;
    // Two runs: Jan alone, then Mar → Apr; Mar's zero is a figure, drawn on the zero line.
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d.match(/L/g)).toHaveLength(1);
    expect(svg.match(/<circle/g)).toHaveLength(3);
  });

  it('keep the last figure of a bar chart’s axis inside the drawing (millions of tonnes)', () => {
    const svg = chartSvg(
      chart({
        chartType: 'bar',
        categories: ['Head office', 'Kwun Tong warehouse', 'Causeway Bay shop'],
        series: [{ name: 'Total', values: [270, 4_622_463, 14] }],
      }),
    );
    const last = /<text x="([\d.]+)"[^>]*text-anchor="middle">5,000,000<\/text>/.exec(svg);
    expect(last, 'the axis ends at 5,000,000').not.toBeNull();
    expect(Number(last![1]) + width('5,000,000') / 2).toBeLessThanOrEqual(W);
  });

  it('draw no column for a missing figure', () => {
    const svg = chartSvg(chart({ series: [{ name: 'Scope 1', values: [null, 5] }] }));
    expect(svg.match(/<rect x="[^"]+" y="[^"]+" width="[^"]+" height="[^"]+" fill="#0972d3"/g)).toHaveLength(1 + 1);
  });

  it('escape every text it draws: a hostile name adds no element', () => {
    const hostile = '<script>alert(1)</script>';
    for (const chartType of ['column', 'bar', 'line', 'pie'] as const) {
      const svg = chartSvg(
        chart({
          chartType,
          title: hostile,
          unit: hostile,
          categories: [hostile, 'B'],
          series: [{ name: hostile, values: [1, 2] }],
        }),
      );
      expect(svg).not.toContain('<script');
      expect(svg).toContain('&lt;script&gt;');
    }
  });

  it('title the value axis with the unit, its subscript drawn as a shifted plain digit', () => {
    const svg = chartSvg(chart({}));
    expect(svg).toContain('tCO<tspan baseline-shift="-2.5" font-size="85%">2</tspan>e');
  });

  it('draw in the product’s default palette, Cloud, as the report’s matrix', () => {
    const svg = chartSvg(
      chart({
        series: [
          { name: 'FY2024', values: [1, 2] },
          { name: 'FY2025', values: [3, 4] },
        ],
      }),
    );
    expect(svg).toContain(`fill="${PALETTES.cloud[0]}"`);
    expect(svg).toContain(`fill="${PALETTES.cloud[1]}"`);
  });

  it('give a bar chart’s names room left of the bars, a Chinese character a full 12 px em, at most 240 px', () => {
    const left = (categories: string[]) => {
      const svg = chartSvg(
        chart({ chartType: 'bar', categories, series: [{ name: '總計', values: categories.map(() => 1) }] }),
      );
      return Number(/<rect x="([^"]+)"/.exec(svg)![1]);
    };
    expect(left(['總辦事處', '銅鑼灣商店', '觀塘倉庫'])).toBe(12 * 5 + 16);
    expect(left(['很'.repeat(40)])).toBe(240);
  });

  it('name every n-th of more bars than lines fit, never one over another', () => {
    const categories = Array.from({ length: 50 }, (_, i) => `Shop ${i + 1}`);
    const svg = chartSvg(
      chart({ chartType: 'bar', categories, series: [{ name: 'Total', values: categories.map(() => 1) }] }),
    );
    const named = texts(svg).filter((t) => t.startsWith('Shop '));
    expect(named.length).toBeGreaterThan(5);
    expect(named.length).toBeLessThan(20);
    expect(named[0]).toBe('Shop 1');
  });

  it('name each slice of a pie beside it, leaving out categories with no figure', () => {
    const svg = chartSvg(
      chart({
        chartType: 'pie',
        categories: ['Electricity', 'Diesel', 'Gas'],
        series: [{ name: 'FY2025', values: [3, null, 1] }],
      }),
    );
    expect(texts(svg)).toEqual(expect.arrayContaining(['Electricity', 'Gas']));
    expect(svg).not.toContain('Diesel');
    expect(svg.match(/<path/g)).toHaveLength(2);
  });
});

describe('the figures a chart writes on its columns and bars (ADR 0135 amended)', () => {
  const figures = (svg: string) =>
    [...svg.matchAll(/<text class="figure" x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)<\/text>/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      text: m[3]!,
    }));
  const energy = chart({
    unit: 'MWh',
    categories: ['Electricity', 'Towngas', 'Diesel'],
    series: [
      { name: 'FY2024', values: [431.3, 6.24, 22.32], figures: ['431.3', '6.240', '22.32'] },
      { name: 'FY2025', values: [458.8, 6.72, 23.63], figures: ['458.8', '6.720', '23.63'] },
    ],
  });

  it('write each figure as printed on its column’s top, so a small one beside a large one still reads', () => {
    const svg = chartSvg(energy);
    const written = figures(svg);
    expect(written.map((w) => w.text)).toEqual(['431.3', '6.240', '22.32', '458.8', '6.720', '23.63']);
    const drawn = svg.split('<g class="legend">')[0]!;
    const columns = [...drawn.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map((m) => ({
      x: +m[1]!,
      y: +m[2]!,
      w: +m[3]!,
    }));
    expect(columns).toHaveLength(6);
    columns.forEach((c, i) => {
      expect(written[i]!.x).toBeCloseTo(c.x + c.w / 2, 0);
      expect(written[i]!.y).toBeLessThan(c.y);
      expect(written[i]!.y).toBeGreaterThan(c.y - 12);
    });
    // The tallest column's figure stays under the unit above the axis.
    expect(Math.min(...written.map((w) => w.y))).toBeGreaterThan(48);
  });

  it('write none where one does not fit between its neighbours (twelve months of three scopes)', () => {
    const months = Array.from({ length: 12 }, (_, i) => `M${i + 1}`);
    const series = ['Scope 1', 'Scope 2', 'Scope 3'].map((name) => ({
      name,
      values: months.map(() => 18.25),
      figures: months.map(() => '18.25'),
    }));
    expect(figures(chartSvg(chart({ categories: months, series })))).toEqual([]);
    expect(figures(chartSvg(chart({ ...energy, chartType: 'line' })))).toEqual([]);
    expect(figures(chartSvg(chart({ ...energy, series: energy.series.map(({ figures: _, ...s }) => s) })))).toEqual([]);
  });

  it('write a bar’s figure past its end, inside the drawing, and escape it', () => {
    const svg = chartSvg(
      chart({
        chartType: 'bar',
        categories: ['Head office', 'Causeway Bay shop'],
        series: [{ name: 'Total', values: [204.4, 58.43], figures: ['204.4*', '<58>'] }],
      }),
    );
    const written = figures(svg);
    expect(written.map((w) => w.text)).toEqual(['204.4*', '&lt;58&gt;']);
    const ends = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)].map((m) => +m[1]! + +m[2]!);
    written.forEach((w, i) => expect(w.x).toBeCloseTo(ends[i]! + 4, 0));
    for (const w of written) expect(w.x + width(w.text)).toBeLessThanOrEqual(W);
  });
});

describe('a chart’s value axis', () => {
  it('has round ticks from zero covering every figure', () => {
    expect(valueAxis([0, 1234]).ticks).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(valueAxis([-3, 8]).ticks).toEqual([-5, -2.5, 0, 2.5, 5, 7.5, 10]);
    expect(valueAxis([]).ticks).toEqual([0, 1]);
  });

  it('draw a series in its own colour when it has one, else the palette’s next', () => {
    const svg = chartSvg(
      chart({
        series: [
          { name: 'FY2024', values: [1, 2], colour: '#5f6b7a' },
          { name: 'FY2025', values: [2, 3] },
        ],
      }),
    );
    expect(svg.match(/<rect[^>]*fill="#5f6b7a"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(svg).toContain(`fill="${PALETTES.cloud[1]}"`);
    expect(svg).not.toContain(`fill="${PALETTES.cloud[0]}"`);
  });
});
