import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import type { Language } from '@esg/core/schemas/common';
import { keptWithPrevious, SHORT_TABLE_ROWS, type ReportBlock, type ReportData } from '@esg/core/schemas/reports';
import { reportText } from '@esg/core/domain/reports/messages';
import { bodyElements, keepsNext, paragraphsOf, rowsOf, tablesOf, textOf, wordDocument } from '../support/word';
import { whoIs } from '../support/tenants';
import { EXPLAINING, explainingSentences } from '../support/explaining';

/**
 * The Word edition says what the PDF says (docs/decisions/0132-word-edition-after-the-pdf.md) and keeps on a page what
 * the PDF keeps there (docs/decisions/0044-report-word-edition.md): Acme's complete FY2025 in each language, its body
 * read back from the .docx.
 */
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];
const built: Partial<Record<Language, { data: ReportData; xml: string; tables: string[][][] }>> = {};

beforeAll(async () => {
  const { tenantId } = await whoIs('acme.admin');
  for (const lang of LANGS) {
    const { data } = await loadReportData(tenantId, YEAR, lang);
    const xml = await wordDocument(data);
    built[lang] = { data, xml, tables: tablesOf(xml) };
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

/**
 * A table of the Word edition as the report's data has it: its rows, head and the note or explaining sentence that
 * follows it, if any (`keptWithPrevious`).
 */
interface Expected {
  name: string;
  rows: number;
  /** A table's or a chart's head row (a record has none). */
  head: boolean;
  /** Its caption or title, the paragraph just before it. */
  titled: boolean;
  note?: string;
}

/** The Word edition's tables in document order: a table, a chart's figures, each record with fields. */
const expectedTables = (data: ReportData) =>
  data.sections.flatMap((s) =>
    s.blocks.flatMap((b, i): Expected[] => {
      const next = s.blocks[i + 1];
      const note = next?.kind === 'p' && keptWithPrevious(next) ? next.text : undefined;
      if (b.kind === 'table')
        return [{ name: b.caption, rows: b.rows.length + 1, head: true, titled: !!b.caption, note }];
      if (b.kind === 'chart') return [{ name: b.title, rows: b.categories.length + 1, head: true, titled: true, note }];
      if (b.kind !== 'records') return [];
      return b.records.flatMap((r, j) =>
        r.fields.length
          ? [
              {
                name: `${b.caption} ${r.title ?? j}`,
                rows: r.fields.length,
                head: false,
                titled: !!r.title,
                note: j === b.records.length - 1 ? note : undefined,
              },
            ]
          : [],
      );
    }),
  );

describe.each(LANGS)('the pages of the Word edition of Acme FY2025 in %s (ADR 0044)', (lang) => {
  const body = () => bodyElements(built[lang]!.xml);
  const keptRow = (row: string) => paragraphsOf(row).every(keepsNext);

  it('keeps every heading with what follows it', () => {
    const headings = body().filter((e) => /<w:pStyle w:val="Heading\d"\/>/.test(e));
    expect(headings).toHaveLength(built[lang]!.data.sections.length);
    for (const h of headings) expect(keepsNext(h), textOf(h)).toBe(true);
  });

  it('never splits a row, repeats a table’s head, keeps its caption and head with its first row, a short one whole', () => {
    const elements = body();
    const tables = elements.flatMap((e, i) => (e.startsWith('<w:tbl>') ? [i] : []));
    const expected = expectedTables(built[lang]!.data);
    expect(tables).toHaveLength(expected.length);
    expected.forEach((t, n) => {
      const rows = rowsOf(elements[tables[n]!]!);
      expect(rows, t.name).toHaveLength(t.rows);
      for (const row of rows) expect(row, t.name).toContain('<w:cantSplit/>');
      if (t.head && rows.length > 1) expect(rows[0], t.name).toContain('<w:tblHeader/>');
      if (t.titled) expect(keepsNext(elements[tables[n]! - 1]!), t.name).toBe(true);
      // A table's head keeps with its first row; a short table and a record are kept whole (as in the PDF).
      const whole = !t.head || rows.length - 1 <= SHORT_TABLE_ROWS;
      rows.slice(0, -1).forEach((row, r) => expect(keptRow(row), `${t.name} row ${r}`).toBe(whole || r === 0));
    });
    expect(expected.filter((t) => t.head && t.rows - 1 > SHORT_TABLE_ROWS).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a note on the page of the table it explains: its last row keeps with the note, and only then', () => {
    const elements = body();
    const tables = elements.flatMap((e, i) => (e.startsWith('<w:tbl>') ? [i] : []));
    const expected = expectedTables(built[lang]!.data);
    expected.forEach((t, n) => {
      const rows = rowsOf(elements[tables[n]!]!);
      expect(keptRow(rows.at(-1)!), t.name).toBe(!!t.note);
      if (t.note) expect(textOf(elements[tables[n]! + 1]!), t.name).toBe(t.note);
    });
    // The air emissions, the greenhouse gases of A1 and of Part D, the Scope 3 screening (a long table).
    expect(expected.filter((t) => t.note).length).toBeGreaterThanOrEqual(4);
    expect(expected.filter((t) => t.note && t.rows - 1 > SHORT_TABLE_ROWS).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps a note or an explaining sentence with the note or the sentence before it', () => {
    const notes = blocks(built[lang]!.data).flatMap((b, i, all) =>
      b.kind === 'p' && keptWithPrevious(b) && all[i - 1]?.kind === 'p'
        ? [{ before: all[i - 1] as { text: string }, note: b }]
        : [],
    );
    expect(notes.length).toBeGreaterThanOrEqual(3);
    const paragraphs = body().filter((e) => !e.startsWith('<w:tbl>'));
    for (const { before, note } of notes) {
      const at = paragraphs.findIndex((p, i) => textOf(p) === before.text && textOf(paragraphs[i + 1]!) === note.text);
      expect(at, note.text).toBeGreaterThanOrEqual(0);
      expect(keepsNext(paragraphs[at]!), before.text).toBe(true);
    }
  });

  it('keeps each sentence explaining a table or figure on the page of what it explains, as a note is kept', () => {
    const elements = body();
    const sentences = explainingSentences(built[lang]!.data);
    expect(sentences.map((b) => b.text.slice(0, 40))).toHaveLength(EXPLAINING.length);
    for (const { text } of sentences) {
      const at = elements.findIndex((e) => !e.startsWith('<w:tbl>') && textOf(e) === text);
      expect(at, text).toBeGreaterThan(0);
      // A table's (a chart's figures') last row keeps with it, or the paragraph before it does.
      const before = elements[at - 1]!;
      expect(before.startsWith('<w:tbl>') ? keptRow(rowsOf(before).at(-1)!) : keepsNext(before), text).toBe(true);
    }
  });
});
