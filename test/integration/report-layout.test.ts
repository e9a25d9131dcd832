import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, closeBrowser } from '@esg/functions/workers/chromium';
import { reportPageOrigin } from '@esg/functions/workers/pageServer';
import { PAGE_BOX, reportReprints } from '@esg/functions/workers/render';
import { loadReportData } from '@esg/core/domain/reports/data';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { asPrinted, printReport, squeeze } from '../support/report';
import { boundaryRow, every } from '../support/resources';
import { whoIs } from '../support/tenants';

/**
 * Report page layout (ADR 0053): a 50-location company's report never splits a table row, repeats long tables' heads and
 * keeps every line inside the page's width.
 */
const YEAR = '2025-12-31';
const LOCATIONS = 50;
let pages: string[];
let data: ReportData;
let reprinted: number;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
type Table = Extract<ReportBlock, { kind: 'table' }>;
/** A row as its text runs in the PDF, cell after cell; a page reference is a number. */
const rowPattern = (row: Table['rows'][number]) =>
  new RegExp(row.map((c) => (typeof c === 'string' ? escape(squeeze(asPrinted(c))) : '\\d+')).join(''));

beforeAll(async () => {
  const co = await freshCompany([{ yearEnd: YEAR }]);
  const ids = Array.from({ length: LOCATIONS }, () => ulid());
  // Long names and addresses, so rows wrap and the boundary table runs over several pages.
  const name = (i: number) => `Branch ${String(i + 1).padStart(2, '0')} Kowloon Bay Industrial Centre`;
  const boundary = await call('PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
    token: co.token,
    body: { values: { locations: ids.map((id, i) => boundaryRow(name(i), id)) }, version: 0 },
  });
  expect(boundary.status, JSON.stringify(boundary.body)).toBe(200);
  const rows = ids.map((locationId, i) => ({
    version: 0,
    locationId,
    unit: 'kWh',
    months: every(String(1000 + i * 37)),
    attributes: { supplier: 'clp', account: `AC-${i}` },
  }));
  const electricity = await call('PUT', `/api/resource/electricity/${YEAR}`, { token: co.token, body: { rows } });
  expect(electricity.status, JSON.stringify(electricity.body)).toBe(200);
  ({ data } = await loadReportData(co.tenantId, YEAR, 'en'));
  const before = reportReprints();
  pages = (await printReport(co.tenantId, YEAR, 'en')).map(squeeze);
  reprinted = reportReprints() - before;
}, 300_000);

afterAll(() => closeBrowser());

/** A4 less the worker's 16 mm side margins (render.ts), in CSS pixels: the width a printed line has. */
const PRINTED_WIDTH = Math.floor(((210 - 2 * 16) / 25.4) * 96);

/**
 * The report page laid out for print at the printed width, as the worker renders it before printing; answers each
 * element that reaches past the right edge or whose content is wider than its box (text running off the page), and
 * each Latin word of a table cell that wraps onto two lines ("Distric t"), and each table cell whose last line holds one
 * Chinese character alone (「中華電力有限公司（中電）用」 / 「戶」).
 */
async function layoutFaults(
  report: ReportData,
): Promise<{ overflowing: string[]; splitWords: string[]; loneCharacters: string[] }> {
  const page = await (await browser()).newPage();
  try {
    await page.setViewport({ width: PRINTED_WIDTH, height: 1100 });
    await page.emulateMediaType('print');
    await page.goto(`${await reportPageOrigin()}/report.html`, { waitUntil: 'load' });
    return await page.evaluate(async (json: string) => {
      // The test project has no DOM types (page.evaluate runs this in Chromium): what it uses, structurally.
      type Element = {
        tagName: string;
        textContent: string | null;
        clientWidth: number;
        scrollWidth: number;
        closest: (selector: string) => unknown;
        getBoundingClientRect: () => { right: number };
      };
      const w = globalThis as unknown as {
        __renderReport: (raw: unknown) => Promise<void>;
        document: { documentElement: { clientWidth: number }; querySelectorAll: (s: string) => Element[] };
      };
      await w.__renderReport(JSON.parse(json));
      const edge = w.document.documentElement.clientWidth;
      // The DRAFT watermark's box is the page's width turned 30°: its corners pass the edge, its text does not.
      const pastEdge = (el: Element) => !el.closest('.watermark') && el.getBoundingClientRect().right > edge + 1;
      const overflowing = [...w.document.querySelectorAll('.report *')]
        .filter((el) => pastEdge(el) || (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1))
        .map((el) => `${el.tagName}: ${String(el.textContent).slice(0, 60)}`);
      const d = w.document as unknown as {
        createTreeWalker: (root: unknown, show: number) => { nextNode: () => { data: string } | null };
        createRange: () => {
          setStart: (node: unknown, offset: number) => void;
          setEnd: (node: unknown, offset: number) => void;
          getClientRects: () => Iterable<{ top: number }>;
        };
      };
      const splitWords: string[] = [];
      const loneCharacters: string[] = [];
      const topOf = (node: unknown, from: number, to: number) => {
        const range = d.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      };
      for (const cell of w.document.querySelectorAll('.report td, .report th')) {
        const walker = d.createTreeWalker(cell, 4 /* NodeFilter.SHOW_TEXT */);
        // The line each printed character of the cell sits on, in order.
        const lines: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const m of String(node.data).matchAll(/[A-Za-z]{2,}/g))
            if (topOf(node, m.index!, m.index! + m[0].length).size > 1) splitWords.push(m[0]);
          for (const m of String(node.data).matchAll(/\S/gu)) lines.push(...topOf(node, m.index!, m.index! + 1));
        }
        const last = lines.at(-1);
        const chinese = /[\u3400-\u9fff]$/.test(String(cell.textContent).trim());
        if (chinese && new Set(lines).size > 1 && lines.filter((top) => top === last).length === 1)
          loneCharacters.push(String(cell.textContent).trim());
      }
      return { overflowing, splitWords, loneCharacters };
    }, JSON.stringify(report));
  } finally {
    await page.close();
  }
}

/**
 * How many times the page laid the report out in pages (paginate.ts: `.paginating` on the report's root) while
 * rendering it once for print, as the worker does (a page box given).
 */
async function layoutsPerRender(report: ReportData): Promise<number> {
  const page = await (await browser()).newPage();
  try {
    await page.goto(`${await reportPageOrigin()}/report.html`, { waitUntil: 'load' });
    return await page.evaluate(
      async (json: string, box: typeof PAGE_BOX) => {
        const w = globalThis as unknown as {
          __renderReport: (raw: unknown, box: typeof PAGE_BOX) => Promise<void>;
          document: { getElementById: (id: string) => unknown };
          MutationObserver: new (seen: (records: { oldValue: string | null }[]) => void) => {
            observe: (target: unknown, options: object) => void;
            disconnect: () => void;
          };
        };
        let layouts = 0;
        const watch = new w.MutationObserver((records) => {
          for (const r of records) if (!String(r.oldValue ?? '').includes('paginating')) layouts += 1;
        });
        watch.observe(w.document.getElementById('report'), {
          attributes: true,
          attributeFilter: ['class'],
          attributeOldValue: true,
        });
        await w.__renderReport(JSON.parse(json), box);
        await new Promise((r) => setTimeout(r, 100)); // a second layout, if any, ran right after the first
        watch.disconnect();
        return layouts;
      },
      JSON.stringify(report),
      PAGE_BOX,
    );
  } finally {
    await page.close();
  }
}

describe('the report of a 50-location company', () => {
  let faults: Awaited<ReturnType<typeof layoutFaults>>;
  beforeAll(async () => {
    faults = await layoutFaults(data);
  }, 120_000);
  const tables = () => data.sections.flatMap((s) => s.blocks.filter((b): b is Table => b.kind === 'table'));

  it('is printed once: the page of each section, found before printing, is the page it prints on (ADR 0053)', () => {
    expect(reprinted).toBe(0);
    // Each contents line names the page whose text last holds that section's heading (the body; the contents and
    // the content index list it earlier), checked for every chapter past the 50-location boundary table.
    const block = data.sections[0]!.blocks.find((b) => b.kind === 'contents')!;
    const entries = block.kind === 'contents' ? block.entries : [];
    const contents = pages.findIndex((p) => p.includes(squeeze(data.sections[0]!.heading)));
    const lines = entries.map((e, i) => {
      const page = pages.findLastIndex((p) => p.includes(squeeze(e.heading))) + 1;
      return `${squeeze(e.heading)}${page}${squeeze(entries[i + 1]?.heading ?? '')}`;
    });
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(pages.slice(contents, contents + 2).join('')).toContain(line);
  });

  it('is laid out in pages once per render, charts and all', async () => {
    expect(data.sections.some((s) => s.blocks.some((b) => b.kind === 'chart'))).toBe(true);
    expect(await layoutsPerRender(data)).toBe(1);
  }, 60_000);

  it('prints the 50 locations in its boundary table', () => {
    const boundary = tables().find((t) => t.rows.length === LOCATIONS);
    expect(boundary, 'the boundary table').toBeDefined();
    for (const row of boundary!.rows) expect(pages.some((p) => rowPattern(row).test(p))).toBe(true);
  });

  it('never splits a table row across two pages: each row reads whole on one page', () => {
    const split = tables().flatMap((t) =>
      t.rows.filter((row) => !pages.some((p) => rowPattern(row).test(p))).map((row) => `${t.caption}: ${row[0]}`),
    );
    expect(split).toEqual([]);
  });

  it('keeps every line inside the page: no text runs off its right edge', () => {
    expect(PRINTED_WIDTH).toBe(672);
    expect(faults.overflowing).toEqual([]);
  });

  it("breaks a table cell's Latin text only between words, never inside one", () => {
    expect(faults.splitWords).toEqual([]);
  });

  it('repeats the head of a table on every page it runs over', () => {
    const long = tables().filter((t) => t.rows.length >= LOCATIONS);
    expect(long.length).toBeGreaterThan(0);
    for (const t of long) {
      const head = squeeze(t.head.join(''));
      const on = pages.flatMap((p, i) => (t.rows.some((row) => rowPattern(row).test(p)) ? [i] : []));
      expect(on.length, `${t.caption} runs over several pages`).toBeGreaterThan(1);
      for (const i of on) expect(pages[i], `${t.caption}, page ${i + 1}`).toContain(head);
    }
  });
});

describe('text typed without spaces (a URL, a name run together)', () => {
  const URL = 'https://www.example.org.hk/winners/2025/environmental/acme_certificate_of_merit_ESG2025HK000123456789';
  const RUN_TOGETHER = 'HKESGAwardsOrganisingCommitteeForEnvironmentalSocialAndGovernanceExcellence2025';

  it('breaks inside the long word and keeps every column of its table, its record and its paragraph on the page', async () => {
    const typed: ReportBlock[] = [
      {
        kind: 'table',
        caption: 'Corporate awards',
        head: ['Award', 'Awarded by', 'Awarded on'],
        rows: [
          ['15 Years Plus Caring Company Logo', 'The Hong Kong Council of Social Service', '28-03-2025'],
          [`Certificate of Merit ${URL}`, RUN_TOGETHER, '30-06-2025'],
        ],
      },
      { kind: 'records', caption: 'Awards', records: [{ title: 'Award', fields: [['Awarded by', RUN_TOGETHER]] }] },
      { kind: 'p', text: `The certificate is published at ${URL}.` },
    ];
    const report: ReportData = {
      ...data,
      sections: [...data.sections, { id: 'typed', level: 2, heading: 'Typed', provisions: [], blocks: typed }],
    };
    const faults = await layoutFaults(report);
    expect(faults.overflowing).toEqual([]);
    // Only the long words themselves are broken; the prose beside them still wraps between words.
    const long = (w: string) => URL.includes(w) || RUN_TOGETHER.includes(w);
    expect(faults.splitWords.filter((w) => !long(w))).toEqual([]);
  }, 60_000);
});

describe('the Chinese editions of Acme FY2025', () => {
  it.each(['hk', 'cn'] as const)(
    '%s: never leaves one Chinese character alone on the last line of a table cell (ADR 0074 amended)',
    async (lang) => {
      const { data: report } = await loadReportData((await whoIs('acme.admin')).tenantId, YEAR, lang);
      expect((await layoutFaults(report)).loneCharacters).toEqual([]);
    },
    120_000,
  );
});
