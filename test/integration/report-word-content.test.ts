import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import type { Language } from '@esg/core/schemas/common';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';
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
});
