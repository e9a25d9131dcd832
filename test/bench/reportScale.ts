import { rmSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { getDocumentProxy } from 'unpdf';
import { startRuntime } from '../../packages/local/src/runtime';
import { launchOptions } from '../../functions/src/workers/chromium';
import { reportPageOrigin } from '../../functions/src/workers/pageServer';
import { pdfOptions } from '../../functions/src/workers/render';
import type { ReportData, ReportSection } from '../../core/src/schemas/reports';
import type { Language } from '../../core/src/schemas/common';
import { loadReportData } from '../../core/src/domain/reports/data';
import { getItem } from '../../core/src/infra/db/repo';
import * as keys from '../../core/src/infra/db/itemKeys';
import { ms, table } from './stats';
import { printStatic, staticPage } from './report';

const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];
/** A large-cap sized report — its time per page stays flat from 20 to 150 pages. */
const SIZES = [20, 80, 150];

/**
 * The complete demo year grown to about `pages` pages: its body (About this report to Part D) repeated, each copy
 * with its own section ids, as a large-cap's many locations, long register and long narratives would grow it.
 */
function grown(data: ReportData, copies: number): ReportData {
  const body = data.sections.filter(
    (s) => !['contents', 'content-index'].includes(s.id) && !s.id.startsWith('appendix'),
  );
  const copy = (n: number) => body.map((s): ReportSection => ({ ...s, id: `${s.id}-${n}` }));
  return { ...data, sections: [...data.sections, ...Array.from({ length: copies }, (_, n) => copy(n + 1)).flat()] };
}

async function pagesOf(bytes: Uint8Array) {
  return (await getDocumentProxy(bytes)).numPages;
}

/**
 * Report scale bench: Acme's complete FY2025 printed by Chromium as the worker prints it (static HTML, the
 * worker's print options) in each language — pages and seconds — and grown to ~20, ~80 and ~150 pages in English,
 * quoting pages per second at each size: a flat rate means the print is linear in the report's length.
 */
export async function reportScaleBench(): Promise<string> {
  const port = process.env.BENCH_REPORT_PORT ?? '3420';
  const rt = await startRuntime({ ...process.env, PORT: port, ESG_DATA_DIR: `.local-bench-${port}`, ESG_RESET: '1' });
  const b = await puppeteer.launch(await launchOptions());
  try {
    const tenantId = (await getItem<{ tenantId: string }>(keys.login('acme.user')))!.tenantId;
    const origin = await reportPageOrigin();
    const print = async (data: ReportData) => {
      const html = await staticPage(b, origin, data);
      const page = await b.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      const bytes = new Uint8Array(await page.pdf(pdfOptions()));
      await page.close();
      return { pages: await pagesOf(bytes), ms: (await printStatic(b, html, data)).wall };
    };
    const perLanguage: string[][] = [];
    let english: { data: ReportData; pages: number } | undefined;
    for (const lang of LANGS) {
      const { data } = await loadReportData(tenantId, YEAR, lang);
      await print(data); // warm-up: fonts into the cache
      const r = await print(data);
      perLanguage.push([lang, String(r.pages), ms(r.ms), (r.pages / (r.ms / 1000)).toFixed(1)]);
      if (lang === 'en') english = { data, pages: r.pages };
    }
    const scale: string[][] = [];
    for (const target of SIZES) {
      const copies = Math.max(0, Math.round((target - english!.pages) / Math.max(1, english!.pages - 4)));
      const r = await print(grown(english!.data, copies));
      scale.push([`~${target}`, String(r.pages), ms(r.ms), (r.pages / (r.ms / 1000)).toFixed(1)]);
    }
    return [
      table(
        'Acme FY2025, complete, printed as the worker prints it',
        ['language', 'pages', 'time', 'pages/s'],
        perLanguage,
      ),
      table(
        'The same grown to a large-cap size (English): pages/s should stay flat',
        ['size', 'pages', 'time', 'pages/s'],
        scale,
      ),
    ].join('\n');
  } finally {
    await b.close();
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}
