import { describe, expect, it, vi } from 'vitest';
import { reportDocx } from '@esg/core/domain/reports/docx';
import { svgToPng } from '@esg/core/infra/png/svgToPng';
import { oneSectionReport } from '@esg/core/schemas/reportSample';
import type { ReportBlock } from '@esg/core/schemas/reports';
import { readZip } from '../support/unzip';

/**
 * The Word edition's pictures (docs/decisions/0044-report-word-edition.md, amended): each chart as the PDF draws it,
 * above the table of its figures, and the materiality matrix, drawn by the worker's resvg with the embedded fonts.
 */
const chart: ReportBlock = {
  kind: 'chart',
  chartType: 'column',
  title: '按類型劃分的能源消耗',
  unit: 'MWh',
  categories: ['電力', '煤氣'],
  series: [{ name: '2025 財年', values: [458.8, 6.72], figures: ['458.8', '6.720'] }],
};
const matrix: ReportBlock = {
  kind: 'svg',
  title: 'Materiality matrix',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="540" viewBox="0 0 720 540"><text x="10" y="20">Emissions</text></svg>',
};
const BLOCKS: ReportBlock[] = [{ kind: 'p', text: 'Before.' }, chart, matrix];

async function edition(draw?: Parameters<typeof reportDocx>[1]) {
  const files = readZip(await reportDocx({ ...oneSectionReport(BLOCKS), lang: 'hk' }, draw));
  const document = new TextDecoder().decode(files.find((f) => f.name === 'word/document.xml')!.bytes);
  return { document, media: files.filter((f) => /^word\/media\/.+\.png$/.test(f.name)) };
}

describe('the Word edition’s pictures', () => {
  it('draw each chart above its figures’ table and the matrix, as PNG that fill at most the page’s width', async () => {
    const { document, media } = await edition({ draw: (svg) => svgToPng(svg, { language: 'hk' }) });
    expect(media).toHaveLength(2);
    for (const m of media) expect([...m.bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    // Named for a screen reader by the drawing's title; the chart's picture before its caption and table.
    expect(document).toContain('name="按類型劃分的能源消耗"');
    expect(document).toContain('name="Materiality matrix"');
    expect(document.indexOf('name="按類型劃分的能源消耗"')).toBeLessThan(
      document.indexOf('>按類型劃分的能源消耗（MWh）<'),
    );
    const widths = [...document.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map((m) => [+m[1]!, +m[2]!]);
    expect(widths).toHaveLength(2);
    // 9,026 twips of text width is 601 px at 96 dpi, 9,525 EMU a pixel; the chart keeps its 640 × 280 proportions.
    for (const [cx] of widths) expect(cx).toBeLessThanOrEqual(601 * 9525);
    expect(widths[0]![1]! / widths[0]![0]!).toBeCloseTo(280 / 640, 2);
  });

  it('leave a drawing that cannot be drawn out, saying so, and the edition with its tables', async () => {
    const failed = vi.fn();
    const { document, media } = await edition({ draw: () => Promise.reject(new Error('no wasm')), failed });
    expect(media).toEqual([]);
    expect(failed).toHaveBeenCalledTimes(2);
    expect(document).toContain('>458.8<');
  });

  it('are absent where no picture is drawn (a test’s edition, the pathway the worker builds without them)', async () => {
    const { media } = await edition();
    expect(media).toEqual([]);
  });
});
