import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { startCommit } from '@esg/core/domain/excel/commit';
import { batchesOf, READER_OPTIONS } from '@esg/core/domain/excel/parse';
import { loadImport } from '@esg/core/domain/excel/records';
import { readStream } from '@esg/core/infra/s3';
import { handler } from '../../functions/src/workers/excelImport';

/**
 * A child process of the Excel bench (test/bench/excel.ts), on the stand-ins of the bench's runtime
 * (their endpoints and resources come in the environment the runtime set). The local runtime runs
 * the import worker inside its own process, so the worker's memory is measured here instead: the
 * same handler, invoked as Lambda invokes it, in a process that does nothing else.
 *
 * `worker <tenantId> <importId>`: the import worker validates the uploaded workbook (an S3
 * notification record), the commit is started as `POST …/commit` starts it, and the worker commits it
 * (the queued commit record). `parse <tenantId> <importId>` (or `parse-rows`): the baseline, exceljs' streaming reader
 * merely reading every row of the same S3 object. Prints one JSON line: times and peak RSS.
 */
const [mode, tenantId, importId] = process.argv.slice(2) as [string, string, string];
const peakMb = () => process.resourceUsage().maxRSS / 1024;
/** CPU time (user + system) of this process since `from`, in ms. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};
/**
 * BENCH_EXCEL_PROFILE=<dir>: a CPU profile of each measured step (`<step>-<importId>.cpuprofile`),
 * taken by the inspector in this process around that step only (open in Chrome's DevTools).
 */
const PROFILE_DIR = process.env.BENCH_EXCEL_PROFILE;
async function profiled<T>(step: string, fn: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(PROFILE_DIR, `${step}-${importId}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
/**
 * BENCH_EXCEL_HEAP=1 (the bench then starts this child with --expose-gc): where a step's memory is —
 * the peaks of V8's old generation and of external memory (Buffers) while it runs, and the heap still
 * live after a full collection at its end: what the step keeps, apart from garbage not yet collected.
 * The commit then starts after that collection.
 */
const HEAP = process.env.BENCH_EXCEL_HEAP === '1';
export type HeapUse = { oldPeakMb: number; externalPeakMb: number; liveMb: number };
async function withHeap<T>(fn: () => Promise<T>): Promise<[T, HeapUse | undefined]> {
  if (!HEAP) return [await fn(), undefined];
  const MB = 1024 * 1024;
  const use = { oldPeakMb: 0, externalPeakMb: 0, liveMb: 0 };
  const timer = setInterval(() => {
    const old = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
    use.oldPeakMb = Math.max(use.oldPeakMb, (old?.space_used_size ?? 0) / MB);
    use.externalPeakMb = Math.max(use.externalPeakMb, process.memoryUsage().external / MB);
  }, 10);
  try {
    const out = await fn();
    (globalThis as { gc?: () => void }).gc?.();
    use.liveMb = process.memoryUsage().heapUsed / MB;
    return [out, use];
  } finally {
    clearInterval(timer);
  }
}
/** BENCH_EXCEL_COMMIT=0: validation only (the commit is not run; its figures are 0). */
const COMMIT = process.env.BENCH_EXCEL_COMMIT !== '0';
const record = (body: unknown): SQSEvent => ({
  Records: [{ messageId: ulid(), receiptHandle: 'bench', body: JSON.stringify(body) } as SQSEvent['Records'][number]],
});

async function worker() {
  const job = await loadImport(tenantId, importId, true);
  const idleMb = peakMb();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const [checked, heap] = await withHeap(() =>
    profiled('validate', () =>
      handler(record({ Records: [{ eventName: 'ObjectCreated:Put', s3: { object: { key: job.objectKey } } }] })),
    ),
  );
  const t1 = performance.now();
  const validateCpuMs = cpuMs(c0);
  const ready = await loadImport(tenantId, importId, true);
  if (checked.batchItemFailures.length || ready.status !== 'READY')
    throw new Error(`validation: ${ready.status} ${ready.refusal ?? JSON.stringify(ready.errors.slice(0, 3))}`);
  const validateMb = peakMb();
  const rows = ready.counts.addedRows + ready.counts.changedRows;
  if (!COMMIT)
    return {
      validateMs: t1 - t0,
      commitMs: 0,
      validateCpuMs,
      commitCpuMs: 0,
      rows,
      receives: 0,
      idleMb,
      validateMb,
      peakMb: validateMb,
      heap,
    };
  const c2 = process.cpuUsage();
  const t2 = performance.now();
  await runInContext({ requestId: ulid() }, () => startCommit(tenantId, ready, 'bench'));
  // A failed run is received again, as the queue redelivers it (3 receives), and resumes (ADR 0040).
  let receives = 0;
  let done = ready;
  await profiled('commit', async () => {
    while (done.status !== 'COMMITTED' && receives < 3) {
      receives++;
      await handler(record({ commit: { tenantId, importId } }));
      done = await loadImport(tenantId, importId, true);
    }
  });
  const t3 = performance.now();
  if (done.status !== 'COMMITTED') throw new Error(`commit: ${done.status} after ${receives} receives`);
  return {
    validateMs: t1 - t0,
    commitMs: t3 - t2,
    validateCpuMs,
    commitCpuMs: cpuMs(c2),
    rows,
    receives,
    idleMb,
    validateMb,
    peakMb: peakMb(),
    heap,
  };
}

/**
 * The baseline reads as the import does: the same streaming reader with the same options, each
 * worksheet by the reader's batches of rows (`batchesOf`, parse.ts; ADR 0060). `parse-rows`: by the
 * reader's row iterator instead, one await per row (the baseline before ADR 0060).
 */
async function parse(byRow: boolean) {
  const job = await loadImport(tenantId, importId, true);
  const idleMb = peakMb();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(await readStream(job.objectKey), READER_OPTIONS);
  let rows = 0;
  let cells = 0;
  const read = (row: ExcelJS.Row) => {
    rows++;
    cells += (row.values as unknown[]).length;
  };
  const [, heap] = await withHeap(() =>
    profiled(mode, async () => {
      for await (const ws of reader)
        if (byRow) for await (const row of ws as AsyncIterable<ExcelJS.Row>) read(row);
        else for await (const batch of batchesOf(ws)) batch.forEach(read);
    }),
  );
  const [parseMs, parseCpuMs] = [performance.now() - t0, cpuMs(c0)];
  return { parseMs, parseCpuMs, rows, cells, idleMb, peakMb: peakMb(), heap };
}

(mode === 'worker' ? worker() : parse(mode === 'parse-rows')).then(
  (out) => {
    console.log(JSON.stringify(out));
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
