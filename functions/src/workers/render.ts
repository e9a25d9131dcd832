import type { Page } from 'puppeteer-core';
import type { ReportData } from '@esg/core/schemas/reports';
import { browser } from './chromium';
import { reportPageOrigin } from './pageServer';

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

async function print(data: ReportData, printing: () => void): Promise<Uint8Array> {
  const t = await warmTab();
  t.reports += 1;
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('report page not ready in time')), READY_TIMEOUT_MS);
    });
    const render = t.page.evaluate(
      (json: string) => (globalThis as unknown as ReportWindow).__renderReport(JSON.parse(json)),
      JSON.stringify(data),
    );
    await Promise.race([render, timeout]).finally(() => clearTimeout(timer));
    printing();
    return await t.page.pdf({ format: 'A4', printBackground: true });
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
