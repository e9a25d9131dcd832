import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { loadReportData } from '@esg/core/domain/reports/data';
import { provisionReference } from '@esg/core/domain/reports/aspects';
import type { Language } from '@esg/core/schemas/common';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';
import { asPrinted, printReportPdf, squeeze } from '../support/report';
import { whoIs } from '../support/tenants';

/**
 * The content index names the page where each provision's disclosure is, not the page its section starts on: the
 * report labels its figures' tables with the KPIs they answer ("Resources contributed (B8.2)"), so the index's page
 * for such a KPI is the page that label is printed on — even when the section started pages before.
 */
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk'];
const printed: Partial<Record<Language, { pages: string[]; data: ReportData }>> = {};

beforeAll(async () => {
  const { tenantId } = await whoIs('acme.admin');
  for (const lang of LANGS) {
    const { pages } = await printReportPdf(tenantId, YEAR, lang);
    printed[lang] = { pages: pages.map(squeeze), data: (await loadReportData(tenantId, YEAR, lang)).data };
  }
}, 300_000);

afterAll(() => closeBrowser());

type Table = Extract<ReportBlock, { kind: 'table' }>;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LANGS)('Acme FY2025 in %s: the content index’s pages', (lang) => {
  const the = () => printed[lang]!;
  const index = () => {
    const section = the().data.sections.find((s) => s.id === 'content-index')!;
    return section.blocks.find((b): b is Table => b.kind === 'table')!;
  };
  /** The index's first page: its caption over its head (the contents page names it too). */
  const start = () => {
    const opening = squeeze(asPrinted([index().caption, ...index().head].join('')));
    return the().pages.findIndex((p) => p.includes(opening));
  };

  /** The page number the index prints for a provision (its row: reference, the Code's words, the page). */
  function indexPage(code: string): number | undefined {
    const row = index().rows.find((r) => r[0] === provisionReference({ code }, lang));
    if (!row || typeof row[2] === 'string') return undefined;
    const pattern = new RegExp(
      `${escape(squeeze(asPrinted(row[0] as string)))}${escape(squeeze(asPrinted(row[1] as string)))}(\\d+)`,
    );
    for (const page of the().pages.slice(start())) {
      const m = pattern.exec(page);
      if (m) return Number(m[1]);
    }
    return undefined;
  }

  /** The page a table labelled with the provision ("(B8.2)", 「（A1.3、A1.4）」) first prints on, before the index. */
  const labelledOn = (code: string) => {
    const label = new RegExp(`[(（]([A-D]\\d\\.\\d[,、]?)*${escape(code)}[,、)）]`);
    return (
      the()
        .pages.slice(0, start())
        .findIndex((p) => label.test(p)) + 1
    );
  };

  it('points each KPI the report labels its figures with at the page of that label (B8.2, B2.1, A1.3…)', () => {
    const codes = ['A1.1', 'A1.2', 'A1.3', 'A1.4', 'A2.1', 'A2.2', 'A2.5', 'B1.2', 'B2.1', 'B3.1', 'B3.2', 'B8.2'];
    const found = codes.map((code) => [code, indexPage(code), labelledOn(code)]);
    expect(start()).toBeGreaterThan(2);
    expect(found.filter(([, , on]) => on === 0)).toEqual([]);
    expect(found.filter(([, page, on]) => page !== on)).toEqual([]);
  });

  it('prints the B8.2 total on the page the index names for B8.2', () => {
    const blocks = the().data.sections.flatMap((s) => s.blocks);
    const b82 = blocks.find((b) => b.kind === 'records' && /B8\.2/.test(b.caption));
    const total = b82?.kind === 'records' ? b82.records[0]?.fields[0]?.[1] : undefined;
    expect(total).toBeTruthy();
    expect(the().pages[indexPage('B8.2')! - 1]).toContain(squeeze(asPrinted(total!)));
  });
});
