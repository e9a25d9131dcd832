import type { ReportData, ReportMessage } from '@esg/core/schemas/reports';
import { loadReportData } from '@esg/core/domain/reports/data';
import { reportDocx } from '@esg/core/domain/reports/docx';
import { DOCX_TYPE, docxKeyOf, pdfKey } from '@esg/core/domain/reports/jobs';
import {
  beginAttempt,
  finish,
  finishedAttempt,
  recordWord,
  setProgress,
  settle,
  STAGE,
  type Attempt,
} from '@esg/core/domain/reports/lifecycle';
import { putBytes } from '@esg/core/infra/s3Objects';
import { svgToPng } from '@esg/core/infra/png/svgToPng';
import { logger } from './logger';
import { printReport } from './render';

/** What the idempotency record keeps: a duplicate delivery gets this back without printing. */
export interface JobResult {
  jobId: string;
  pdfKey: string;
  bytes: number;
}

/** The year's data of a job's report, loading. */
export type ReportLoading = ReturnType<typeof loadReportData>;

/**
 * What a test may put in place of the Word edition's build (one that fails, to see the PDF stand without it): a
 * parameter of this function only, never reachable from a queue message or a route.
 */
export interface ReportHooks {
  word?: (data: ReportData) => Promise<Uint8Array>;
}

/** Builds of the Word edition one invocation tries before it marks it failed (ADR 0132). */
export const WORD_TRIES = 2;

/** Starts loading a job's data; a job found DONE never looks at it, so a failure is observed here. */
export function startLoading(msg: ReportMessage): ReportLoading {
  const loading = loadReportData(msg.tenantId, msg.yearEnd, msg.lang);
  loading.catch(() => undefined);
  return loading;
}

/**
 * The Word edition with its drawings as pictures (ADR 0044 amended), drawn by resvg with the embedded Noto faces in the
 * edition's script; a drawing that cannot be drawn is logged and left out, its figures' table still there.
 */
const wordEdition = (data: ReportData) =>
  reportDocx(data, {
    draw: (svg) => svgToPng(svg, { language: data.lang }),
    failed: (error) => logger.warn('a drawing of the Word edition could not be drawn', { error: error as Error }),
  });

/**
 * The Word edition (ADR 0044) of a DONE job, built and stored after the PDF
 * (docs/decisions/0132-word-edition-after-the-pdf.md): tried again once, then marked failed and logged — the PDF
 * job is never failed by it. The invocation returns only once this is settled.
 */
async function storeWord(a: Attempt, key: string, data: ReportData, build = wordEdition) {
  for (let tries = 1; ; tries++) {
    try {
      await putBytes(docxKeyOf(key), await build(data), DOCX_TYPE);
      await recordWord(a, 'ready');
      return;
    } catch (err) {
      if (tries < WORD_TRIES) continue;
      logger.error('the Word edition of a report could not be prepared', { error: err as Error, tries });
      await recordWord(a, 'failed').catch((writeErr: unknown) =>
        logger.error('could not mark the Word edition failed', { error: writeErr as Error }),
      );
      return;
    }
  }
}

/**
 * One attempt at a job: load → render → print → store the PDF → DONE, with progress at each stage but storing; then
 * the Word edition, off the PDF's critical path (ADR 0132). The year's data loads while the job is checked (and, from
 * the handler, while its idempotency record is written): none of them waits for another's round trip.
 */
export async function runReportJob(
  msg: ReportMessage,
  loading = startLoading(msg),
  hooks: ReportHooks = {},
): Promise<JobResult> {
  const attempt = await beginAttempt(msg);
  if (!('tenantId' in attempt)) {
    // DONE, but the invocation that printed it ended before its Word edition was stored: build it now.
    if (attempt.word === 'preparing' && attempt.pdfKey)
      await storeWord(finishedAttempt(msg.tenantId, attempt), attempt.pdfKey, (await loading).data, hooks.word);
    return { jobId: msg.jobId, pdfKey: attempt.pdfKey ?? '', bytes: 0 };
  }
  let data: ReportData;
  let key: string;
  let bytes: number;
  try {
    ({ data } = await loading);
    const printed = printReport(data, () => setProgress(attempt, STAGE.printing));
    setProgress(attempt, STAGE.rendering); // after the page is sent the data: the write's own work comes second
    const pdf = await printed;
    key = pdfKey(msg.tenantId, msg.yearEnd, msg.jobId);
    bytes = pdf.byteLength;
    await putBytes(key, pdf, 'application/pdf');
    await finish(attempt, key, bytes, { word: 'preparing' });
  } catch (err) {
    // Let the write in flight land first: the retry (or FAILED) must not race a stale one.
    await settle(attempt).catch(() => undefined);
    throw err;
  }
  await storeWord(attempt, key, data, hooks.word);
  return { jobId: msg.jobId, pdfKey: key, bytes };
}
