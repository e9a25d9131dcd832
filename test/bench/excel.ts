import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startRuntime } from '../../packages/local/src/runtime';
import { benchCompany, filledWorkbook, LOCATIONS, template, upload, withRows } from './excelCompany';
import type { HeapUse } from './excelWorker';
import { median, ms, ratio, table, verdict } from './stats';

/**
 * The Excel import's benchmarks (`npm run bench -- excel`), ratios against baselines measured in the same run:
 * (a) a workbook of 50,000 data rows imported — validated and committed by the import worker — vs
 * exceljs' streaming reader merely parsing the same S3 object (target ≤ 2×); (b) the worker's peak
 * RSS at 10,000 and 50,000 rows (≤ 512 MB, flat in the rows); (c) the template of a 50-location
 * company: time and size. Each workbook is the product's own template of a company of its own,
 * filled with new rows; the worker and the baseline each run in a child process
 * (test/bench/excelWorker.ts), the baseline before and after the worker; it reads each sheet by the
 * reader's batches of rows as the import does (ADR 0060), and one more run by the reader's row
 * iterator (one await per row, the baseline before) is printed for comparison. Wall time is the target's
 * measure; each process's CPU time (user + system) is printed beside it, its ratio to the parse's
 * CPU, since wall ratios on a busy machine mostly measure the neighbours. The worker's CPU excludes
 * DynamoDB Local's and S3's (other processes): the commit's wall time is mostly theirs.
 */
const SIZES = (process.env.BENCH_EXCEL_ROWS ?? '10000,50000').split(',').map(Number);
const TEMPLATE_RUNS = Number(process.env.BENCH_EXCEL_TEMPLATE_RUNS ?? 5);
/** The template company's rows per location: 12, as the emissions bench's year. */
const ROWS_PER_LOCATION = 12;
const TARGET = 2;
const RSS_TARGET_MB = 512;

type WorkerRun = {
  validateMs: number;
  commitMs: number;
  /** CPU time of the worker's process (user + system) in each step. */
  validateCpuMs: number;
  commitCpuMs: number;
  rows: number;
  /** Commit runs it took (a failed run is received again, as the queue redelivers it). */
  receives: number;
  idleMb: number;
  validateMb: number;
  peakMb: number;
  heap?: HeapUse;
};
type ParseRun = {
  parseMs: number;
  parseCpuMs: number;
  rows: number;
  cells: number;
  idleMb: number;
  peakMb: number;
  heap?: HeapUse;
};

/** Runs test/bench/excelWorker.ts in a process of its own and answers its JSON line. */
function child<T>(mode: 'worker' | 'parse' | 'parse-rows', tenantId: string, importId: string): Promise<T> {
  return new Promise((resolve, reject) => {
    // BENCH_EXCEL_PROFILE=<dir>: the worker child writes a CPU profile of each step there (excelWorker.ts).
    if (process.env.BENCH_EXCEL_PROFILE) mkdirSync(process.env.BENCH_EXCEL_PROFILE, { recursive: true });
    // BENCH_EXCEL_HEAP=1: each child also reports where its memory is (excelWorker.ts), after a full GC.
    const heap = process.env.BENCH_EXCEL_HEAP === '1' ? ['--expose-gc'] : [];
    const args = [...heap, '--import', 'tsx', 'test/bench/excelWorker.ts', mode, tenantId, importId];
    const p = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('error', reject);
    p.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${mode} child exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

const mb = (v: number) => `${v.toFixed(0)} MB`;
const load = () => loadavg()[0]!.toFixed(1);

async function importBench() {
  const rows: string[][] = [];
  const memory: string[][] = [];
  const heaps: string[][] = [];
  const loads: string[] = [];
  for (const size of SIZES) {
    const co = await benchCompany(`${size}`);
    const bytes = await filledWorkbook(co, size);
    const id = await upload(co, bytes, `bench-${size}.xlsx`);
    loads.push(load());
    const before = await child<ParseRun>('parse', co.tenantId, id);
    const run = await child<WorkerRun>('worker', co.tenantId, id);
    const after = await child<ParseRun>('parse', co.tenantId, id);
    const byRow = await child<ParseRun>('parse-rows', co.tenantId, id);
    loads.push(load());
    const parse = median([before.parseMs, after.parseMs]);
    const parseCpu = median([before.parseCpuMs, after.parseCpuMs]);
    const total = run.validateMs + run.commitMs;
    const totalCpu = run.validateCpuMs + run.commitCpuMs;
    // BENCH_EXCEL_COMMIT=0 (excelWorker.ts): validation only, no commit rows.
    const committed = run.receives > 0;
    const label = `${size.toLocaleString('en')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
    const cpu = (v: number) => [ms(v), ratio(v, parseCpu)];
    rows.push(
      [`${label}: exceljs streaming parse (baseline)`, ms(parse), '1.00×', ...cpu(parseCpu), ''],
      [
        `${label}: exceljs streaming parse, row by row`,
        ms(byRow.parseMs),
        ratio(byRow.parseMs, parse),
        ...cpu(byRow.parseCpuMs),
        '',
      ],
      [
        `${label}: validate (worker, → READY)`,
        ms(run.validateMs),
        ratio(run.validateMs, parse),
        ...cpu(run.validateCpuMs),
        '',
      ],
      ...(committed
        ? [
            [
              `${label}: commit (worker, → COMMITTED${run.receives > 1 ? `, ${run.receives} receives` : ''})`,
              ms(run.commitMs),
              ratio(run.commitMs, parse),
              ...cpu(run.commitCpuMs),
              '',
            ],
            [
              `${label}: validated and committed`,
              ms(total),
              ratio(total, parse),
              ...cpu(totalCpu),
              size >= 50_000 ? `≤ ${TARGET}× ${verdict(total, parse, TARGET)}` : '',
            ],
          ]
        : []),
    );
    if (run.rows !== size) throw new Error(`${size} rows written, ${run.rows} imported`);
    const parsePeak = Math.max(before.peakMb, after.peakMb);
    const heapRow = (step: string, h?: HeapUse) =>
      h && heaps.push([`${size.toLocaleString('en')} rows`, step, mb(h.oldPeakMb), mb(h.externalPeakMb), mb(h.liveMb)]);
    heapRow('parse (before)', before.heap);
    heapRow('validate', run.heap);
    heapRow('parse (after)', after.heap);
    memory.push([
      `${size.toLocaleString('en')} rows`,
      mb(run.idleMb),
      mb(run.validateMb),
      committed ? mb(run.peakMb) : '—',
      mb(parsePeak),
      `${run.validateMb >= parsePeak ? '+' : '−'}${mb(Math.abs(run.validateMb - parsePeak))}`,
      run.peakMb <= RSS_TARGET_MB ? 'met' : 'MISSED',
    ]);
  }
  return [
    table(
      `Excel import (worker in a child process; baseline parse — by batches, as the import reads — before and after it, median; load ${loads.join(' → ')})`,
      ['operation', 'wall', '×', 'worker CPU', 'CPU ×', 'target (wall)'],
      rows,
    ),
    table(
      'Excel import worker: peak RSS of its process (maxrss)',
      [
        'workbook',
        'loaded',
        'after validate',
        'after commit',
        'parse alone',
        'validate − parse',
        `≤ ${RSS_TARGET_MB} MB`,
      ],
      memory,
    ),
    ...(heaps.length
      ? [
          table(
            'Excel import: where the memory is (BENCH_EXCEL_HEAP=1; V8 old generation and external peaks during the step, heap live after a full GC at its end)',
            ['workbook', 'step', 'old gen peak', 'external peak', 'live after GC'],
            heaps,
          ),
        ]
      : []),
  ];
}

async function templateBench() {
  const co = await benchCompany('template');
  const saved = await withRows(co, ROWS_PER_LOCATION);
  await template(co); // warm-up: exceljs and the catalogue paged in
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < TEMPLATE_RUNS; i++) {
    const t0 = performance.now();
    size = (await template(co)).bytes.length;
    times.push(performance.now() - t0);
  }
  return table(
    `Excel template: ${LOCATIONS} locations, ${saved} rows (GET /api/archived-result/excel/template minus HTTP, ${TEMPLATE_RUNS} runs)`,
    ['operation', 'median', 'min', 'max', 'size'],
    [
      [
        'template (reads + workbook)',
        ms(median(times)),
        ms(Math.min(...times)),
        ms(Math.max(...times)),
        `${(size / 1024).toFixed(1)} KiB`,
      ],
    ],
  );
}

export async function benchExcel(): Promise<string> {
  const port = process.env.BENCH_EXCEL_PORT ?? '3400';
  const rt = await startRuntime({
    ...process.env,
    PORT: port,
    ESG_DATA_DIR: `.local-bench-${port}`,
    ESG_RESET: '1',
    // The import queue's messages stay queued: the bench's child process is the worker.
    ESG_WORKER: '0',
    // Tens of thousands of item writes: DynamoDB Local's SQLite file would be most of what is measured.
    ESG_DYNAMO_IN_MEMORY: '1',
  });
  try {
    const out = [await templateBench()];
    out.push(...(await importBench()));
    return out.join('\n\n');
  } finally {
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}
