import type { Page } from 'puppeteer-core';
import type { ReportData } from '@esg/core/schemas/reports';
import { browser } from './chromium';
import { reportPageOrigin } from './pageServer';
import { sectionPages } from './layout';

/** A report that never gets ready (a font that never loads, a script that fails) fails the attempt. */
const READY_TIMEOUT_MS = 30_000;
/** A long-lived tab is recycled now and then, so whatever a page leaks over many reports is bounded. */
const REPORTS_PER_TAB = 50;

type Pages = Record<string, number>;
/** The page's own API (web/src/report/main.tsx); declared here because the worker has no DOM types. */
type ReportWindow = {
  __renderReport: (raw: unknown, box?: PageBox) => Promise<Pages | undefined>;
  __setPages: (pages: Pages) => Promise<void>;
  __clearReport: () => void;
};
interface PageBox {
  width: number;
  height: number;
}

/**
 * The content box Chromium lays each page out in for pdfOptions below, in CSS px, as measured (ADR 0053): it
 * takes A4 as 596 × 843 pt and the margins as 45 pt each side, 57 pt top and 51 pt bottom, so a line 506 pt
 * wide; a page holds a block up to 981 px high. The report page paginates with this box before printing; should
 * Chromium ever lay out otherwise, the printed outline disagrees and the worker prints once more (print below).
 */
export const PAGE_BOX: PageBox = { width: (506 * 96) / 72, height: 981 };

let reprints = 0;
/** How many reports needed a second print because the pages found before printing were not the printed ones. */
export const reportReprints = () => reprints;

let tab: { page: Page; reports: number } | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * One warm tab with the report page loaded (scripts parsed, fonts decoded): each job only
 * re-renders it with new data. A closed, crashed or worn-out tab is replaced.
 */
async function warmTab() {
  if (tab && !tab.page.isClosed() && tab.page.browser().connected && tab.reports < REPORTS_PER_TAB) return tab;
  await tab?.page.close().catch(() => undefined);
  tab = undefined;
  const [b, origin] = await Promise.all([browser(), reportPageOrigin()]);
  const page = await b.newPage();
  await page.goto(`${origin}/report.html`, { waitUntil: 'load' });
  tab = { page, reports: 0 };
  return tab;
}

/**
 * A4 with the margins the page box was measured for. The running header and footer are the page's own CSS
 * page-margin boxes (web/src/report/pageMargins.ts, ADR 0074), in its fonts and language, so Chromium draws none.
 */
export const pdfOptions = () =>
  ({
    format: 'A4',
    printBackground: true,
    displayHeaderFooter: false,
    margin: { top: '20mm', bottom: '18mm', left: '16mm', right: '16mm' },
    outline: true,
    tagged: true,
  }) as const;

/** Runs one of the page's functions, failing the attempt when the page never gets ready. */
async function inPage<T>(page: Page, run: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('report page not ready in time')), READY_TIMEOUT_MS);
  });
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Empties the tab once its report is printed, while the job stores the PDF: the next report then mounts into an
 * empty page instead of first tearing this one down (~20–30 ms of its render). Sent before the next job's render,
 * so the tab runs it first; a tab that fails it is replaced when the next render fails.
 */
const clearTab = (page: Page) =>
  void page.evaluate(() => (globalThis as unknown as ReportWindow).__clearReport()).catch(() => undefined);

const samePages = (a: Pages, b: Pages) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);

/**
 * One layout, one print (ADR 0053): the page renders the report, lays it out in pages of the printed size, fills
 * the contents and the content index with each section's page and only then says it is ready. The printed PDF's
 * outline tells where each section really landed; only if that differs does the tab take those pages and print
 * again (page numbers replace same-width numbers, so the second layout breaks where the first did).
 */
async function print(data: ReportData, printing: () => void): Promise<Uint8Array> {
  const t = await warmTab();
  t.reports += 1;
  try {
    const json = JSON.stringify(data);
    const found = await inPage(
      t.page,
      t.page.evaluate(
        (raw: string, box: PageBox) => (globalThis as unknown as ReportWindow).__renderReport(JSON.parse(raw), box),
        json,
        PAGE_BOX,
      ),
    );
    printing();
    const pdf = await t.page.pdf(pdfOptions());
    const printed = await sectionPages(pdf, data);
    if (found && samePages(found, printed)) {
      clearTab(t.page);
      return pdf;
    }
    reprints += 1;
    console.warn('report pages found before printing differ from the printed ones; printing again', {
      found,
      printed,
    });
    await inPage(
      t.page,
      t.page.evaluate((pages: Pages) => (globalThis as unknown as ReportWindow).__setPages(pages), printed),
    );
    const again = await t.page.pdf(pdfOptions());
    clearTab(t.page);
    return again;
  } catch (err) {
    // Whatever state the tab is in now, the next job must not inherit it.
    await t.page.close().catch(() => undefined);
    if (tab === t) tab = undefined;
    throw err;
  }
}

/**
 * Renders the report in the warm tab and prints it A4; `printing` fires once the page is ready.
 * Jobs take turns: the tab shows one report at a time, so no PDF can contain another's data.
 */
export function printReport(data: ReportData, printing: () => void): Promise<Uint8Array> {
  const turn = queue.then(() => print(data, printing));
  queue = turn.catch(() => undefined);
  return turn;
}
