import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import type { Language } from '@esg/core/schemas/common';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';
import { reportText } from '@esg/core/domain/reports/messages';
import { wordTables } from '../support/word';
import { whoIs } from '../support/tenants';

/**
 * The Word edition says what the PDF says (docs/decisions/0132-word-edition-after-the-pdf.md): Acme's complete
 * FY2025 in each language, its tables read back from the .docx.
 */
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];
const built: Partial<Record<Language, { data: ReportData; tables: string[][][] }>> = {};

beforeAll(async () => {
  const { tenantId } = await whoIs('acme.admin');
  for (const lang of LANGS) {
    const { data } = await loadReportData(tenantId, YEAR, lang);
    built[lang] = { data, tables: await wordTables(data) };
  }
}, 120_000);

type Table = Extract<ReportBlock, { kind: 'table' }>;
type Chart = Extract<ReportBlock, { kind: 'chart' }>;
const blocks = (data: ReportData) => data.sections.flatMap((s) => s.blocks);

describe.each(LANGS)('the Word edition of Acme FY2025 in %s', (lang) => {
  it('names, in the content index, the numbered section of every provision the PDF gives a page', () => {
    const { data, tables } = built[lang]!;
    const index = data.sections
      .find((s) => s.id === 'content-index')!
      .blocks.find((b): b is Table => b.kind === 'table')!;
    const word = tables.find((t) => t[0]!.join('|') === index.head.join('|'))!;
    expect(word).toHaveLength(index.rows.length + 1);
    const headings = new Map(data.sections.map((s) => [s.id, s.heading]));
    const paged = index.rows.flatMap((row, i) => (typeof row[2] === 'string' ? [] : [{ i, page: row[2]!.page }]));
    expect(paged.length).toBeGreaterThan(40);
    for (const { i, page } of paged) {
      // A cell pointing at a block (`<section>-b<n>`) names that block's section.
      const heading = headings.get(page) ?? headings.get(page.replace(/-b\d+$/, ''));
      expect(heading, page).toMatch(/^\d+(\.\d+)? \S/);
      expect(word[i + 1]![2], `${word[i + 1]![0]} → ${page}`).toBe(heading);
    }
  });

  /** A chart's figures as the Word edition prints them: a table of its series, one row per category. */
  const wordChart = (chart: Chart) => {
    const shape = [['', ...chart.series.map((s) => s.name)], chart.categories].map((l) => l.join('|'));
    const table = built[lang]!.tables.find(
      (t) => [t[0]!, t.slice(1).map((r) => r[0])].map((l) => l.join('|')).join() === shape.join(),
    );
    expect(table, chart.title).toBeDefined();
    return table!.slice(1);
  };

  it('prints a chart’s missing figure as a gap, never as 0 (ADR 0069)', () => {
    const charts = blocks(built[lang]!.data).filter((b): b is Chart => b.kind === 'chart');
    expect(charts.length).toBeGreaterThanOrEqual(5);
    let gaps = 0;
    for (const chart of charts) {
      const rows = wordChart(chart);
      expect(
        rows.map((r) => r[0]),
        chart.title,
      ).toEqual(chart.categories);
      chart.series.forEach((s, j) =>
        s.values.forEach((v, i) => {
          if (v !== null) return;
          gaps += 1;
          expect(rows[i]![j + 1], `${chart.title}: ${s.name} ${chart.categories[i]}`).toBe('–');
        }),
      );
    }
    // The target's pathway has no actuals after this year and milestones only in some years.
    expect(gaps).toBeGreaterThan(5);
  });

  it('prints a chart’s figures as the report’s tables print the same figures, incomplete ones starred', () => {
    const { data } = built[lang]!;
    const tableCells = new Set(
      blocks(data).flatMap((b) => (b.kind === 'table' ? b.rows.flat().filter((c) => typeof c === 'string') : [])),
    );
    const charts = blocks(data).filter((b): b is Chart => b.kind === 'chart');
    const byYear = charts.find((c) => c.title === reportText(lang, 'scopeChart'))!;
    const pathway = charts.find((c) => c.series[0]?.name === reportText(lang, 'pathwayActual'))!;
    // Scope 1, 2 and 3 and removals, this year and last, are in the GHG table; the pathway's actuals in the progress table.
    const figures = [...wordChart(byYear).flatMap((r) => r.slice(1)), ...wordChart(pathway).map((r) => r[1]!)];
    const printed = figures.filter((f) => f !== '–');
    expect(printed.length).toBeGreaterThanOrEqual(10);
    for (const f of printed) expect(tableCells, f).toContain(f);
    expect(printed.filter((f) => f.endsWith('*')).length).toBeGreaterThanOrEqual(2);
  });
});
