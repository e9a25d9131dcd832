import type { Page } from 'puppeteer-core';
import type { ReportData } from '@esg/core/schemas/reports';
import { browser } from './chromium';
import { reportPageOrigin } from './pageServer';
import { sectionPages } from './layout';

/** A report that never gets ready (a chart that never draws, a font that never loads) fails the attempt. */
const READY_TIMEOUT_MS = 30_000;
/** A long-lived tab is recycled now and then, so whatever a page leaks over many reports is bounded. */
const REPORTS_PER_TAB = 50;

/** The page's own API (web/src/report/main.tsx); declared here because the worker has no DOM types. */
type ReportWindow = { __renderReport: (raw: unknown) => Promise<void> };

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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Running header (company, year) and footer (page n / total) of every page but the cover's look. */
const pdfOptions = (data: ReportData) =>
  ({
    format: 'A4',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: `<div style="font-size:8px;width:100%;margin:0 16mm;color:#5f6b7a;font-family:sans-serif">${escapeHtml(data.header)}</div>`,
    footerTemplate: `<div style="font-size:8px;width:100%;margin:0 16mm;display:flex;justify-content:space-between;color:#5f6b7a;font-family:sans-serif"><span>${escapeHtml(data.footer ?? '')}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
    margin: { top: '20mm', bottom: '18mm', left: '16mm', right: '16mm' },
    outline: true,
    tagged: true,
  }) as const;

async function renderIn(page: Page, data: ReportData) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('report page not ready in time')), READY_TIMEOUT_MS);
  });
  const render = page.evaluate(
    (json: string) => (globalThis as unknown as ReportWindow).__renderReport(JSON.parse(json)),
    JSON.stringify(data),
  );
  await Promise.race([render, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Two layouts: the first print tells on which page each section starts (layout.ts); the second
 * prints the contents and the content index with those pages. Page numbers take the place of
 * same-width placeholders, so the second layout breaks pages where the first did.
 */
async function print(data: ReportData, printing: () => void): Promise<Uint8Array> {
  const t = await warmTab();
  t.reports += 1;
  try {
    await renderIn(t.page, data);
    const first = await t.page.pdf(pdfOptions(data));
    const pages = await sectionPages(first, data);
    await renderIn(t.page, { ...data, pages });
    printing();
    return await t.page.pdf(pdfOptions(data));
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
