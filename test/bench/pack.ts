import { rmSync } from 'node:fs';
import { ulid } from 'ulid';
import { startRuntime } from '../../packages/local/src/runtime';
import { runInContext } from '../../core/src/context';
import { createJob, loadJob } from '../../core/src/domain/reports/jobs';
import { compareEditions, type PrintedEdition } from '../../core/src/domain/reports/parity/compare';
import { getItem } from '../../core/src/infra/db/repo';
import { getBytes } from '../../core/src/infra/s3Objects';
import * as keys from '../../core/src/infra/db/itemKeys';
import type { Language } from '../../core/src/schemas/common';
import { runPackJob } from '../../functions/src/workers/packJob';
import { runReportJob } from '../../functions/src/workers/reportJob';
import { printedPages } from '../../functions/src/workers/pdfText';
import { closeBrowser } from '../../functions/src/workers/chromium';
import { buildReport } from '../../core/src/domain/reports/build';
import { loadReportInputs } from '../../core/src/domain/reports/data';
import { editionWords } from '../../core/src/domain/reports/parity/words';
import { median, ms, ratio, table, verdict } from './stats';

/** The pack of three editions + parity may take at most 1.2× the three editions printed one after another. */
const TARGET = 1.2;
/** The parity check alone on a 150-page pair: a stated absolute target (reported beside its ratio). */
const PARITY_SECONDS = 5;
const PARITY_PAGES = 150;
const RUNS = Number(process.env.BENCH_PACK_RUNS ?? 3);
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];

const inContext = <T>(run: () => Promise<T>) => runInContext({ requestId: ulid() }, run);

/** Three report jobs, one after another, as a user printing each edition gets them (load, print, Word, store). */
async function threeReports(tenantId: string) {
  const start = performance.now();
  for (const lang of LANGS) {
    const job = await inContext(() => createJob(tenantId, 'bench', YEAR, () => [], { lang, edition: 'draft' }));
    await inContext(() => runReportJob({ tenantId, jobId: job.id, yearEnd: YEAR, lang }));
  }
  return performance.now() - start;
}

/** One pack job: the three editions, read back, the parity check, the zip. */
async function pack(tenantId: string) {
  const job = await inContext(() =>
    createJob(tenantId, 'bench', YEAR, () => [], { edition: 'draft', pack: { langs: LANGS } }),
  );
  const start = performance.now();
  await inContext(() => runPackJob({ tenantId, jobId: job.id, yearEnd: YEAR, pack: LANGS }));
  const wall = performance.now() - start;
  const done = await loadJob(tenantId, job.id, true);
  if (!done.pack?.parity?.passed) throw new Error(`the bench pack failed its parity check: ${done.error ?? ''}`);
  return wall;
}

/** An edition grown to `pages` pages: its body pages repeated after the contents (every section's lines included). */
function grown(e: PrintedEdition, pages: number): PrintedEdition {
  const body = e.pages.slice(2);
  const out = [...e.pages];
  for (let i = 0; out.length < pages; i++) out.push(body[i % body.length]!);
  return { ...e, pages: out };
}

/** The English and Traditional Chinese editions of Acme FY2025 as the pack reads them. */
async function editionsRead(tenantId: string): Promise<PrintedEdition[]> {
  const reports = await Promise.all(
    (['en', 'hk'] as const).map(async (lang) => {
      const job = await inContext(() => createJob(tenantId, 'bench', YEAR, () => [], { lang, edition: 'draft' }));
      const done = await inContext(() => runReportJob({ tenantId, jobId: job.id, yearEnd: YEAR, lang }));
      return { lang, pdf: new Uint8Array((await getBytes(done.pdfKey))!) };
    }),
  );
  return Promise.all(
    reports.map(async (r) => ({
      lang: r.lang,
      pages: await printedPages(r.pdf),
      words: editionWords(buildReport(await loadReportInputs(tenantId, YEAR, r.lang)).data),
    })),
  );
}

/**
 * Publication pack bench (docs/bench.md, ADR 0099): Acme's complete FY2025 printed as a pack of three editions with
 * its parity check vs the same three editions printed as three report jobs one after another, alternating, in one
 * warm worker; then the parity check alone on a 150-page pair vs reading the text of those pages' lines.
 */
export async function packBench() {
  const port = process.env.BENCH_PACK_PORT ?? '3420';
  const rt = await startRuntime({ ...process.env, PORT: port, ESG_DATA_DIR: `.local-bench-${port}`, ESG_RESET: '1' });
  try {
    const lookup = await getItem<{ tenantId: string }>(keys.login('acme.admin'));
    const tenantId = lookup!.tenantId;
    await threeReports(tenantId); // warm-up: the tab, fonts, the year's data paths
    const packs: number[] = [];
    const singles: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      packs.push(await pack(tenantId));
      singles.push(await threeReports(tenantId));
    }
    const [en, hk] = await editionsRead(tenantId);
    const a = grown(en!, PARITY_PAGES);
    const b = grown(hk!, PARITY_PAGES);
    const parity: number[] = [];
    const split: number[] = [];
    let compared = 0;
    for (let i = 0; i < 5; i++) {
      let start = performance.now();
      const result = compareEditions(a, b);
      parity.push(performance.now() - start);
      compared = result.compared;
      start = performance.now();
      // The baseline: splitting the same pages' text into lines and folding it (what any reading of them costs).
      for (const e of [a, b]) for (const p of e.pages) p.text.normalize('NFKC').split('\n');
      split.push(performance.now() - start);
    }
    const packMs = median(packs);
    const singlesMs = median(singles);
    const parityMs = median(parity);
    console.log(
      table(
        `Publication pack — Acme FY2025, ${LANGS.length} editions (${RUNS} runs each, medians)`,
        ['measure', 'time', 'ratio', 'target'],
        [
          [
            'pack: 3 editions + parity + zip',
            ms(packMs),
            ratio(packMs, singlesMs),
            `≤ ${TARGET}× ${verdict(packMs, singlesMs, TARGET)}`,
          ],
          ['3 report jobs one after another', ms(singlesMs), '1.00×', ''],
          [
            `parity check alone, ${PARITY_PAGES}-page pair (${compared} items)`,
            ms(parityMs),
            ratio(parityMs, median(split)),
            `≤ ${PARITY_SECONDS} s ${parityMs <= PARITY_SECONDS * 1000 ? 'met' : 'MISSED'}`,
          ],
          ['  reading those pages’ lines (baseline)', ms(median(split)), '1.00×', ''],
        ],
      ),
    );
    return { packMs, singlesMs, parityMs };
  } finally {
    await closeBrowser();
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}
