import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeReference } from '@esg/core/domain/kpi/codeText';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { reportFigure } from '@esg/core/domain/reports/format';
import { loadReportData } from '@esg/core/domain/reports/data';
import { REPORT_MESSAGES, reportText } from '@esg/core/domain/reports/messages';
import type { Language } from '@esg/core/schemas/common';
import { call, signIn } from '../support/api';
import {
  emissionFiguresIn,
  factorRows,
  printReport,
  asPrinted,
  printReportPdf,
  socialFiguresIn,
  squeeze,
} from '../support/report';
import { whoIs } from '../support/tenants';

const OPEN = '2025-12-31';
const PRINTED = '2024-12-31';
let tenantId: string;

const print = (yearEnd: string, lang: Language) => printReport(tenantId, yearEnd, lang);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each report variant is printed once (a print is two Chromium layouts); every test reads these.
const reports: Partial<Record<'en' | 'hk' | 'cn' | 'final', string[]>> = {};
let english: Awaited<ReturnType<typeof printReportPdf>>;

beforeAll(async () => {
  tenantId = (await whoIs('acme.admin')).tenantId;
  english = await printReportPdf(tenantId, OPEN, 'en');
  reports.en = english.pages;
}, 180_000);

afterAll(() => closeBrowser());

describe('the ESG report of Acme FY2025 (open year, English)', () => {
  it('has every chapter heading, numbered, and the contents name the page each starts on', () => {
    const text = squeeze(reports.en!.join('\n'));
    const t = REPORT_MESSAGES.en;
    for (const heading of [t.contents, t.about, t.boundary, t.materiality, t.quantitative, t.consistency])
      expect(text).toContain(squeeze(heading));
    for (const heading of [t.environmental, t.social, t.index, t.appendix, t.partD])
      expect(text).toMatch(new RegExp(`\\d${squeeze(heading)}`));
    // The demo's board answered the materiality questionnaire: the assessment is printed, never "none" or sample data.
    expect(text).not.toContain(squeeze(t.materialityNone));
    expect(text).not.toMatch(/sample data/i);
  });

  it('prints the board’s approval date, the consolidation approach the company chose and its feedback contact', async () => {
    const token = await signIn('acme.admin');
    const read = async (page: string) =>
      (await call('GET', `/api/page-data/${page}/${OPEN}`, { token })).body.values as Record<
        string,
        string & { en: string }
      >;
    const [statement, boundaries, company] = await Promise.all(
      ['board_statement', 'reporting_boundaries', 'company_information'].map(read),
    );
    const t = REPORT_MESSAGES.en;
    const text = squeeze(reports.en!.join('\n'));
    const [y, mo, d] = statement!.approvedOn!.split('-');
    expect(text).toContain(squeeze(t.approvedOn.replace('{date}', `${d}-${mo}-${y}`)));
    expect(boundaries!.consolidationApproach).toBe('operationalControl');
    expect(text).toContain(squeeze(t.consolidation.replace('{approach}', 'operational control')));
    // A translatable answer (ADR 0096): the English edition prints its English.
    expect(text).toContain(squeeze(t.feedback.replace('{contact}', company!.feedbackContact!.en)));
  });

  it('names the ESG committee’s members but prints none of their e-mail addresses (personal data)', async () => {
    const token = await signIn('acme.admin');
    const res = await call('GET', `/api/boardmembers/${OPEN}`, { token });
    expect(res.status).toBe(200);
    const members = res.body.members as { name: string; email: string }[];
    expect(members.length).toBe(5);
    const text = squeeze(reports.en!.join('\n'));
    for (const m of members) {
      expect(text).toContain(squeeze(m.name));
      expect(text).not.toContain(m.email);
    }
    expect(text).not.toMatch(/acme\.example\.com/);
  });

  it('prints the board’s materiality assessment that GET /api/materiality answers: every material topic', async () => {
    const token = await signIn('acme.admin');
    const res = await call('GET', `/api/materiality/${OPEN}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.answered).toBe(res.body.asked);
    const material = (res.body.points as { name: { en: string }; material: boolean }[]).filter((p) => p.material);
    expect(material.length).toBeGreaterThan(3);
    const text = squeeze(reports.en!.join('\n'));
    for (const topic of material) expect(text).toContain(squeeze(topic.name.en));
  });

  it('prints the environmental figures that GET /api/emissions answers', async () => {
    const token = await signIn('acme.admin');
    const res = await call('GET', `/api/emissions/${OPEN}?lines=false`, { token });
    expect(res.status).toBe(200);
    const text = squeeze(reports.en!.join('\n'));
    const a12 = res.body.provisions['A1.2'];
    for (const key of ['scope1', 'scope2', 'total'])
      expect(text).toContain(squeeze(reportFigure(a12[key].value, 'en')));
    const energy = res.body.provisions['A2.1'].total.value;
    expect(text).toContain(reportFigure(energy, 'en'));
    // Every other figure of the A1/A2 tables too: pollutants, waste, energy by type, water, packaging, intensities,
    // each after its row's unit (the comparison year's figures decide a row's kilograms with this year's: ADR 0075).
    const last = await call('GET', `/api/emissions/${PRINTED}`, { token });
    expect(last.status).toBe(200);
    const { figures, missing } = emissionFiguresIn(text, res.body, last.body);
    expect(figures).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('prints energy and water per floor area, below 1 MWh and 1 m³, in kWh and litres in both years (ADR 0075 amended)', async () => {
    const token = await signIn('acme.admin');
    const [now, last] = await Promise.all(
      [OPEN, PRINTED].map((y) => call('GET', `/api/emissions/${y}?lines=false`, { token })),
    );
    const text = squeeze(reports.en!.join('\n'));
    const row = (code: string, unit: string) => {
      const [a, b] = [now!, last!].map((r) => r.body.intensities[code].floorArea.value as number);
      // Acme's figures are below 1 of the API's unit in both years: the row steps down, both years alike.
      expect(Math.max(a!, b!)).toBeLessThan(1);
      return squeeze(asPrinted(`${unit} ${reportFigure(a! * 1000, 'en')} ${reportFigure(b! * 1000, 'en')}`));
    };
    expect(text).toContain(row('A2.1', 'kWh/m²'));
    expect(text).toContain(row('A2.2', 'L/m²'));
    expect(text).not.toContain(squeeze(asPrinted('MWh/m²')));
    expect(text).not.toContain(squeeze(asPrinted('m³/m²')));
  });

  it('prints A1.2’s Scope 3 category beside Part D’s with its unit, both figures in tCO₂e', () => {
    const text = squeeze(reports.en!.join('\n'));
    // "Part D reports category 1 as 27.31 tCO₂e (the environmental data alone: 0.6882 tCO₂e)": never a bare 0.6882.
    expect(text).toMatch(/category\d+as[\d.,]+\*?tCO2e\(theenvironmentaldataalone:[\d.,]+\*?tCO2e\)/);
  });

  it('prints every Social figure B3–B8 and every factor of the lineage that the routes answer for Acme', async () => {
    const token = await signIn('acme.admin');
    const text = squeeze(reports.en!.join('\n'));
    // The demo's complete year answers every Social page: each of their figures is printed.
    const social = await socialFiguresIn(text, token, OPEN);
    expect(social.unanswered).toEqual([]);
    expect(social.figures).toBeGreaterThan(20);
    expect(social.missing).toEqual([]);
    const emissions = await call('GET', `/api/emissions/${OPEN}`, { token });
    expect(emissions.status).toBe(200);
    const rows = factorRows(emissions.body);
    expect(rows.length).toBeGreaterThan(3);
    const appendix = text.slice(text.lastIndexOf(squeeze(REPORT_MESSAGES.en.factorsUsed)));
    // Sources name publisher, document and year; administrators' reading notes are never printed.
    expect(appendix).not.toMatch(/esg_gp_be|verifybeforerelying|asusedby|transcriptions/i);
    expect(rows.filter(({ row }) => !appendix.includes(row)).map(({ row }) => row)).toEqual([]);
  });

  it('has a bookmark per section, is tagged, heads and numbers every page, and its contents name each section’s page', async () => {
    const { data } = await loadReportData(tenantId, OPEN, 'en');
    type Bookmark = { title: string; items: Bookmark[] };
    const titles = (items: Bookmark[] | null): string[] => (items ?? []).flatMap((b) => [b.title, ...titles(b.items)]);
    const bookmarks = titles(await english.doc.getOutline()).map(squeeze);
    expect(bookmarks).toEqual(expect.arrayContaining(data.sections.map((s) => squeeze(s.heading))));
    expect(await english.doc.getMarkInfo()).toMatchObject({ Marked: true });
    const printed = reports.en!.map(squeeze);
    // The header names the company, the report and the year; the footer the period and "Page n of total" (the page's
    // margin boxes, ADR 0074, whose text comes first on each page).
    const margins = printed.map((_, i) =>
      squeeze(
        `${data.header}${reportText('en', 'pageOfPages', { page: i + 1, pages: printed.length })}${data.footer ?? ''}`,
      ),
    );
    for (const [i, page] of printed.entries()) expect(page, `page ${i + 1}`).toContain(margins[i]);
    const pages = printed.map((p, i) => p.replace(margins[i]!, ''));
    // The contents: each entry is followed by the page its section starts on, the first page after it with that heading.
    const contents = data.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'contents');
    if (contents?.kind !== 'contents') throw new Error('no contents');
    const at = pages.findIndex((p) => p.startsWith(squeeze(REPORT_MESSAGES.en.contents)));
    expect(at).toBeGreaterThan(0);
    const headings = contents.entries.map((e) => squeeze(e.heading));
    expect(headings.length).toBeGreaterThan(10);
    // The contents may run over more than one page: up to the first chapter's page.
    const body = pages.findIndex((p, n) => n > at && p.startsWith(headings[0]!));
    const listed = `${pages
      .slice(at, body)
      .map((p) => p.replace(/DRAFT$/, ''))
      .join('')}DRAFT`;
    for (const [i, heading] of headings.entries()) {
      const next = headings[i + 1] ?? 'DRAFT';
      const named = new RegExp(`${escape(heading)}(\\d+)(?=${escape(next)})`).exec(listed);
      expect(named, heading).not.toBeNull();
      const starts = pages.findIndex((p, n) => n >= body && p.includes(heading)) + 1;
      expect(Number(named![1]), heading).toBe(starts);
    }
  });

  it('draws its charts in the page: the title core’s SVG draws for each chart is text in the PDF (ADR 0135)', async () => {
    const { data } = await loadReportData(tenantId, OPEN, 'en');
    const charts = data.sections.flatMap((s) => s.blocks.filter((b) => b.kind === 'chart'));
    // Scopes by year and by month, by location, energy by type, water (Acme has no workforce to draw).
    expect(charts.length).toBeGreaterThanOrEqual(5);
    const text = squeeze(reports.en!.join('\n'));
    // A chart's title also said in a heading or caption would be found without the chart: count beyond those.
    const said = squeeze(
      JSON.stringify(data.sections.map((s) => [s.heading, s.blocks.filter((b) => b.kind !== 'chart')])),
    );
    const times = (within: string, title: string) => within.split(squeeze(title)).length - 1;
    for (const c of charts) expect(times(text, c.title), c.title).toBeGreaterThan(times(said, c.title));
  });

  it('says DRAFT on every page of an open year', () => {
    for (const page of reports.en!) expect(page).toContain('DRAFT');
  });

  it('points the content index at the page that holds each disclosed provision', () => {
    const pages = reports.en!.map(squeeze);
    const indexPage = pages.findLastIndex((p) => p.includes(squeeze(REPORT_MESSAGES.en.index)));
    expect(indexPage).toBeGreaterThan(0);
    // A sample of disclosed provisions: each index row names a page, and that page has the section's numbered heading
    // or the table that discloses the provision, labelled with it ("Energy consumption by type (A2.1)", ADR 0150).
    const t = REPORT_MESSAGES.en;
    /** The page a row names: the number closing the row, before the next provision or the page's end (DRAFT). */
    const pageNamed = (code: string, next: string) => {
      const row = new RegExp(`${escape(code)}[^]*?(\\d+)(?=${escape(next)}|DRAFT)`);
      for (const p of pages.slice(indexPage - 1)) {
        const m = row.exec(p.slice(p.indexOf(squeeze(t.provision))));
        if (m) return Number(m[1]);
      }
      return undefined;
    };
    for (const [code, next, heading] of [
      ['A1.2', 'A1.3', t.a1],
      ['A2.1', 'A2.2', t.a2],
      ['MDR-BOUND', 'A1-GD', t.boundary],
      ['D-MT-GHG1', 'D-MT-GHG2', t.partDGhg],
    ]) {
      const page = pageNamed(squeeze(codeReference(code!, 'en')), squeeze(codeReference(next!, 'en')));
      expect(page, code).toBeDefined();
      const labelled = new RegExp(`\\((?:[A-D]\\d\\.\\d,)*${escape(code!)}[,)]`);
      const opens = new RegExp(`\\d\\.\\d+${escape(squeeze(heading!))}`);
      expect(opens.test(pages[page! - 1]!) || labelled.test(pages[page! - 1]!), `${code} → page ${page}`).toBe(true);
    }
  });
});

describe('report languages and the printed year', () => {
  it('prints Traditional and Simplified Chinese reports, headings and table labels, with no untranslated text', async () => {
    reports.hk = await print(OPEN, 'hk');
    reports.cn = await print(OPEN, 'cn');
    const hk = squeeze(reports.hk.join('\n'));
    const cn = squeeze(reports.cn.join('\n'));
    expect(hk).toContain(squeeze(REPORT_MESSAGES.hk.title));
    expect(hk).toContain(squeeze(REPORT_MESSAGES.hk.about));
    expect(hk).toContain('草稿');
    expect(cn).toContain(squeeze(REPORT_MESSAGES.cn.title));
    expect(cn).toContain(squeeze(REPORT_MESSAGES.cn.about));
    // Table heads and row labels in the report's language too (the A1 and index tables, the appendix).
    const labels = ['indicator', 'unit', 'scope1', 'scope2', 'provision', 'disclosure', 'factorId', 'term'] as const;
    for (const [lang, text] of [['hk', hk] as const, ['cn', cn] as const])
      for (const k of labels) expect(text, `${lang} ${k}`).toContain(squeeze(REPORT_MESSAGES[lang][k]));
    for (const text of [hk, cn]) {
      for (const k of ['indicator', 'scope1', 'scope2', 'provision', 'disclosure'] as const)
        expect(text).not.toContain(squeeze(REPORT_MESSAGES.en[k]));
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).not.toContain(squeeze(REPORT_MESSAGES.en.about));
      expect(text).not.toContain(squeeze(REPORT_MESSAGES.en.boundary));
    }
    // The content index names each provision by its own Chinese title, not only its aspect.
    expect(hk).toContain('防範措施及舉報程序');
    expect(cn).toContain('防范措施及举报程序');
  }, 180_000);

  it('names the energy and water intensities’ kWh and litres in the Chinese editions too', () => {
    for (const text of [reports.hk!, reports.cn!].map((r) => squeeze(r.join('\n')))) {
      for (const unit of ['kWh/m²', 'L/m²']) expect(text).toContain(squeeze(asPrinted(unit)));
      expect(text).not.toContain(squeeze(asPrinted('m³/m²')));
    }
  });

  it('prints the printed FY2024 as the final report: no DRAFT', async () => {
    reports.final = await print(PRINTED, 'en');
    const text = reports.final.join('\n');
    expect(text).not.toContain('DRAFT');
    expect(squeeze(text)).toContain(squeeze(REPORT_MESSAGES.en.about));
    // FY2024 reports under the 2020 rule set: no Part D chapter (it applies from FY2025).
    expect(squeeze(text)).not.toContain(squeeze(REPORT_MESSAGES.en.partD));
  }, 120_000);
});
