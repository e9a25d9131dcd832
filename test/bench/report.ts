import { rmSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { getDocumentProxy } from 'unpdf';
import { ulid } from 'ulid';
import { startRuntime } from '../../packages/local/src/runtime';
import { launchOptions } from '../../functions/src/workers/chromium';
import { reportPageOrigin } from '../../functions/src/workers/pageServer';
import { PAGE_BOX, pdfOptions, reportReprints } from '../../functions/src/workers/render';
import type { ReportData } from '../../core/src/schemas/reports';
import { loadReportData } from '../../core/src/domain/reports/data';
import { getItem } from '../../core/src/infra/db/repo';
import * as keys from '../../core/src/infra/db/itemKeys';
import { signIn } from './http';
import { chromiumIn, cpuClock, sampleProcesses, tree, type CpuTime, type MemoryPeak } from './rss';
import { median, ms, ratio, table, verdict } from './stats';

/** Job creation → DONE (warm) may take at most 1.5× Chromium alone printing the page. */
const TARGET = 1.5;
/** The worker's peak memory within its 2,048 MB function. */
const MEMORY_TARGET = 1.5 * 1024 ** 3;
/** What the bench's report must be to count. */
const MIN_PAGES = 20;
const MIN_CHARTS = 6;
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 9);

export interface ReportBenchNumbers {
  /** First job of a fresh runtime: worker import + Chromium launch + first render. */
  coldMs: number;
  /** The second job, in the now-warm worker. */
  warmMs: number;
  /** Median warm job, creation → DONE as the web sees it (POST, then progress polls). */
  pipelineMs: number;
  /** Median of a warm Chromium printing the same page saved as static HTML, with the worker's print options. */
  chromiumOnlyMs: number;
  /** The same, printed plain (no header and footer, outline or tags): the baseline before 24 Nov 2026. */
  plainMs: number;
  /** Median CPU time of a warm job: this process (worker, local runtime, the bench's polls) and its Chromium. */
  pipelineCpu: CpuTime;
  /** Median of a warm job's Word edition, from DONE until the poll finds it stored (ADR 0132): off the PDF's path. */
  wordMs: number;
  wordCpu: CpuTime;
  /** Median CPU time of Chromium alone printing the static page (its tree) and of this process meanwhile. */
  chromiumOnlyCpu: CpuTime;
  /** Jobs whose pages found before printing were not the printed ones (each printed twice). */
  reprints: number;
  /** The worker's memory over the cold and warm jobs: this process (runtime included) and its Chromium. */
  node: MemoryPeak;
  chromium: MemoryPeak;
  ratio: number;
  runs: number;
  /** What was printed: the company's in-boundary locations, the PDF's pages, the report's charts. */
  locations: number;
  pages: number;
  charts: number;
}

/** The page count of the last report printed (its PDF through the API, counted by pdf.js). */
async function pdfPages(url: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${url}/api/reports/${YEAR}`, { headers })).json()) as { id: string }[];
  const pdf = await fetch(`${url}/api/report/pdf/${list[0]!.id}`, { headers });
  return (await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()))).numPages;
}

const YEAR = '2025-12-31';
/** The report of a company with 50 locations (≥ 20 pages, ≥ 6 charts). */
export const BENCH_LOCATIONS = 50;

const WORKFORCE = {
  ...{ beginTotal: '1180', endTotal: '1240', hiresTotal: '210', leaversTotal: '150' },
  ...{ beginMale: '640', beginFemale: '540', endMale: '668', endFemale: '572' },
  ...{ hiresMale: '112', hiresFemale: '98', leaversMale: '84', leaversFemale: '66' },
  ...{ endUnder30: '310', endAge30to50: '702', endOver50: '228' },
};

/**
 * The bench runtime's own Acme (a throw-away data dir) grown to 50 in-boundary locations, each with a year of
 * electricity, and given a workforce.
 */
export async function benchCompany(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<any>;
  };
  const page = await json('GET', `/api/page-data/reporting_boundaries/${YEAR}`);
  const have = (page.values.locations ?? []) as Record<string, unknown>[];
  const added = Array.from({ length: Math.max(0, BENCH_LOCATIONS - have.length) }, (_, i) => {
    const name = `Branch ${String(i + 1).padStart(2, '0')} Kowloon Bay Industrial Centre`;
    return {
      locationId: ulid(),
      name,
      address: `${i + 1} ${name} Road`,
      city: 'Hong Kong',
      country: 'HK',
      district: 'wan-chai',
      locationType: 'office',
      numberOfShops: '',
      inBoundary: 'yes',
    };
  });
  await json('PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
    values: { ...page.values, locations: [...have, ...added] },
    version: page.version,
  });
  const rows = added.map((l, i) => ({
    version: 0,
    locationId: l.locationId,
    unit: 'kWh',
    months: Array<string>(12).fill(String(1000 + i * 37)),
    attributes: { supplier: 'clp', account: `AC-${i}` },
  }));
  await json('PUT', `/api/resource/electricity/${YEAR}`, { rows });
  // A workforce by gender and age group, so the report draws its workforce charts too (≥ 6 charts).
  const { periodId } = await json('GET', `/api/comp-location/by-year-end/${YEAR}`);
  const employees = await json('GET', `/api/employee/${periodId}`);
  await json('PUT', '/api/employee/batch', { id: periodId, values: WORKFORCE, version: employees.version });
  return (await loadReportData((await getItem<{ tenantId: string }>(keys.login('acme.user')))!.tenantId, YEAR)).data;
}

interface Timed {
  wall: number;
  cpu: CpuTime;
}

/** A warm job: to DONE (the PDF stored), and its Word edition after DONE until it is stored (ADR 0132). */
interface TimedJob extends Timed {
  word: Timed;
}

const pause = () => new Promise((r) => setTimeout(r, 20));

/**
 * POST /api/report/{year}, then poll progress every 20 ms until DONE; returns wall time and the CPU time of this
 * process and of `chromium` (the worker's browser and its children) meanwhile. Then, timed on its own, the Word
 * edition built after DONE (ADR 0132) until the poll finds it stored: the next print, the baseline's included, starts
 * only then, so no job's Word edition runs beside another measurement.
 */
async function timeJob(url: string, token: string, chromium: () => number[]): Promise<TimedJob> {
  const headers = { authorization: `Bearer ${token}` };
  const progress = async (id: string) => {
    const res = await fetch(`${url}/api/report-progress/${id}`, { headers });
    const job = (await res.json()) as { status: string; word?: string };
    if (job.status === 'FAILED' || res.status !== 200) throw new Error(`report job ${id}: ${job.status}`);
    return job;
  };
  let cpu = cpuClock(chromium);
  let t0 = performance.now();
  const created = (await (await fetch(`${url}/api/report/${YEAR}`, { method: 'POST', headers })).json()) as {
    id: string;
  };
  while ((await progress(created.id)).status !== 'DONE') await pause();
  const done = { wall: performance.now() - t0, cpu: cpu.stop() };
  [cpu, t0] = [cpuClock(chromium), performance.now()];
  for (;;) {
    const { word } = await progress(created.id);
    if (word === 'failed') throw new Error(`report job ${created.id}: its Word edition failed`);
    if (word === 'ready') return { ...done, word: { wall: performance.now() - t0, cpu: cpu.stop() } };
    await pause();
  }
}

/**
 * The report page as the worker prints it (charts drawn, page numbers filled in), scripts removed: a static page
 * Chromium only prints.
 */
export async function staticPage(b: Browser, origin: string, data: ReportData): Promise<string> {
  const page = await b.newPage();
  await page.goto(`${origin}/report.html`);
  await page.evaluate(
    (json: string, box: typeof PAGE_BOX) =>
      (globalThis as unknown as { __renderReport: (d: unknown, b: unknown) => Promise<unknown> }).__renderReport(
        JSON.parse(json),
        box,
      ),
    JSON.stringify(data),
    PAGE_BOX,
  );
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace('<head>', `<head><base href="${origin}/">`);
  await page.close();
  return html;
}

/**
 * Chromium alone, as a one-off print would use it: a new tab, the static HTML, its fonts, the PDF. With the
 * report's data it prints as the worker does (page margins, header and footer, outline, tags): the same print.
 */
export async function printStatic(b: Browser, html: string, data?: ReportData): Promise<Timed> {
  const browserPid = b.process()?.pid;
  const cpu = cpuClock(() => (browserPid ? tree(browserPid) : []));
  const t0 = performance.now();
  const page = await b.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(
    () => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready,
  );
  await page.pdf(data ? pdfOptions() : { format: 'A4', printBackground: true });
  // CPU up to the PDF: the tab's renderer may end with the tab, and an ended process is not counted (rss.ts).
  const used = cpu.stop();
  await page.close();
  return { wall: performance.now() - t0, cpu: used };
}

/** Throws when the bench's report is not the one docs/bench.md measures: its figures would not count. */
function assertReport(pages: number, charts: number) {
  if (pages < MIN_PAGES || charts < MIN_CHARTS)
    throw new Error(
      `the bench report has ${pages} pages and ${charts} charts; it needs ≥ ${MIN_PAGES} and ≥ ${MIN_CHARTS}`,
    );
}

/**
 * Report pipeline bench (docs/bench.md): a fresh local runtime whose poller runs the worker in this process.
 * Pipeline and baseline runs alternate, so machine noise hits both alike. The worker's memory is sampled from
 * /proc over the cold and warm jobs (rss.ts): this process and the worker's Chromium (its browser process and
 * every child: zygotes, renderer, GPU and utility processes), the baseline's Chromium left out.
 */
export async function reportBench(): Promise<ReportBenchNumbers> {
  // `BENCH_REPORT_PORT` moves the runtime (each bench part runs in its own process).
  const port = process.env.BENCH_REPORT_PORT ?? '3400';
  const rt = await startRuntime({ ...process.env, PORT: port, ESG_DATA_DIR: `.local-bench-${port}`, ESG_RESET: '1' });
  let baseline: Browser | undefined;
  try {
    const token = await signIn('acme.user', 'Demo-pass-2026!');
    const data = await benchCompany(rt.cfg.url, token);
    const charts = data.sections.reduce((n, s) => n + s.blocks.filter((b) => b.kind === 'chart').length, 0);
    const node = sampleProcesses(() => [process.pid]);
    const left: { out?: number } = {}; // the baseline's browser, once launched
    const chromium = sampleProcesses(() => chromiumIn(process.pid, left.out));
    const workerChromium = () => chromiumIn(process.pid, left.out);
    const coldMs = (await timeJob(rt.cfg.url, token, workerChromium)).wall;
    const warmMs = (await timeJob(rt.cfg.url, token, workerChromium)).wall;
    baseline = await puppeteer.launch(await launchOptions());
    left.out = baseline.process()?.pid;
    const html = await staticPage(baseline, await reportPageOrigin(), data);
    // Warm-up: fonts into the cache, PDF code paged in.
    await printStatic(baseline, html, data);
    await printStatic(baseline, html);
    const pipeline: TimedJob[] = [];
    const alone: Timed[] = [];
    const plain: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      pipeline.push(await timeJob(rt.cfg.url, token, workerChromium));
      alone.push(await printStatic(baseline, html, data));
      plain.push((await printStatic(baseline, html)).wall);
    }
    const numbers = {
      coldMs,
      warmMs,
      pipelineMs: median(pipeline.map((t) => t.wall)),
      chromiumOnlyMs: median(alone.map((t) => t.wall)),
      pipelineCpu: medianCpu(pipeline),
      wordMs: median(pipeline.map((t) => t.word.wall)),
      wordCpu: medianCpu(pipeline.map((t) => t.word)),
      chromiumOnlyCpu: medianCpu(alone),
      plainMs: median(plain),
      ratio: median(pipeline.map((t) => t.wall)) / median(alone.map((t) => t.wall)),
      runs: RUNS,
      reprints: reportReprints(),
      node: node.stop(),
      chromium: chromium.stop(),
      locations: BENCH_LOCATIONS,
      pages: await pdfPages(rt.cfg.url, token),
      charts,
    };
    print(numbers);
    assertReport(numbers.pages, numbers.charts);
    return numbers;
  } finally {
    await baseline?.close();
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}

/** Medians of each part (and so of their sum only approximately): what a run's typical job costs. */
const medianCpu = (runs: Timed[]): CpuTime => ({
  own: median(runs.map((t) => t.cpu.own)),
  others: median(runs.map((t) => t.cpu.others)),
});

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

function print(n: ReportBenchNumbers) {
  const rows = [
    [
      'job → DONE, warm (median)',
      ms(n.pipelineMs),
      ratio(n.pipelineMs, n.chromiumOnlyMs),
      `≤ ${TARGET}× ${verdict(n.pipelineMs, n.chromiumOnlyMs, TARGET)}`,
    ],
    ['Chromium alone, static HTML (median)', ms(n.chromiumOnlyMs), '1.00×', ''],
    ['  the same, printed plain (median)', ms(n.plainMs), ratio(n.plainMs, n.chromiumOnlyMs), ''],
    ['first report (cold worker)', ms(n.coldMs), ratio(n.coldMs, n.chromiumOnlyMs), ''],
    ['Word edition after DONE, warm (median)', ms(n.wordMs), ratio(n.wordMs, n.chromiumOnlyMs), ''],
    ['second report (warm worker)', ms(n.warmMs), ratio(n.warmMs, n.chromiumOnlyMs), ''],
  ];
  // Each peak on its own: their sum bounds the peak of the whole. Judged on PSS (ADR 0053: Lambda charges a page once).
  const total = n.node.pss + n.chromium.pss;
  const memory = [
    ['this process (worker + local runtime)', mib(n.node.rss), mib(n.node.pss), mib(n.node.hwm), ''],
    [
      `worker's Chromium (${n.chromium.processes} processes)`,
      mib(n.chromium.rss),
      mib(n.chromium.pss),
      mib(n.chromium.hwm),
      '',
    ],
    [
      'worker peak, both (sum of the peaks)',
      mib(n.node.rss + n.chromium.rss),
      mib(total),
      mib(n.node.hwm + n.chromium.hwm),
      `PSS ≤ 1.5 GiB ${total <= MEMORY_TARGET ? 'met' : 'MISSED'}`,
    ],
  ];
  console.log(
    table(
      `Report pipeline: ${n.locations} locations, ${n.pages} pages (≥ ${MIN_PAGES} ${n.pages >= MIN_PAGES ? 'yes' : 'NO'}), ${n.charts} charts (≥ ${MIN_CHARTS} ${n.charts >= MIN_CHARTS ? 'yes' : 'NO'}); ${n.runs} runs each, interleaved; ratios vs Chromium alone; ${n.reprints} of ${n.runs + 2} jobs printed twice`,
      ['operation', 'time', '×', 'target'],
      rows,
    ),
  );
  const both = (c: CpuTime) => c.own + c.others;
  const cpu = [
    [
      'job → DONE, warm (median)',
      ms(n.pipelineCpu.others),
      ms(n.pipelineCpu.own),
      ms(both(n.pipelineCpu)),
      ratio(both(n.pipelineCpu), both(n.chromiumOnlyCpu)),
    ],
    [
      'Word edition after DONE, warm (median)',
      ms(n.wordCpu.others),
      ms(n.wordCpu.own),
      ms(both(n.wordCpu)),
      ratio(both(n.wordCpu), both(n.chromiumOnlyCpu)),
    ],
    [
      'Chromium alone, static HTML (median)',
      ms(n.chromiumOnlyCpu.others),
      ms(n.chromiumOnlyCpu.own),
      ms(both(n.chromiumOnlyCpu)),
      '1.00×',
    ],
  ];
  console.log(
    table(
      "CPU time (user + system; this process: the worker, the local runtime and the bench's polls; DynamoDB Local's JVM not counted)",
      ['operation', 'its Chromium', 'this process', 'both', '×'],
      cpu,
    ),
  );
  console.log(
    table(
      'Worker memory over the cold and warm jobs (sampled every 100 ms from /proc; peak of the sums)',
      ['process', 'RSS', 'PSS', 'Σ VmHWM', 'target'],
      memory,
    ),
  );
}
