import type { ReportMessage } from '@esg/core/schemas/reports';
import { loadReportData } from '@esg/core/domain/reports/data';
import { DOCX_TYPE, reportDocx } from '@esg/core/domain/reports/docx';
import { docxKeyOf, pdfKey } from '@esg/core/domain/reports/jobs';
import { beginAttempt, finish, setProgress, settle, STAGE } from '@esg/core/domain/reports/lifecycle';
import { putBytes } from '@esg/core/infra/s3Objects';
import { printReport } from './render';

/** What the idempotency record keeps: a duplicate delivery gets this back without printing. */
export interface JobResult {
  jobId: string;
  pdfKey: string;
  bytes: number;
}

/** The year's data of a job's report, loading. */
export type ReportLoading = ReturnType<typeof loadReportData>;

/** Starts loading a job's data; a job found DONE never looks at it, so a failure is observed here. */
export function startLoading(msg: ReportMessage): ReportLoading {
  const loading = loadReportData(msg.tenantId, msg.yearEnd, msg.lang);
  loading.catch(() => undefined);
  return loading;
}

/**
 * One attempt at a job: load → render → print → store → DONE, with progress at each stage but storing. The year's
 * data loads while the job is checked (and, from the handler, while its idempotency record is written): none of
 * them waits for another's round trip.
 */
export async function runReportJob(msg: ReportMessage, loading = startLoading(msg)): Promise<JobResult> {
  const attempt = await beginAttempt(msg);
  if (!('tenantId' in attempt)) return { jobId: msg.jobId, pdfKey: attempt.pdfKey ?? '', bytes: 0 };
  try {
    const { data } = await loading;
    const printed = printReport(data, () => setProgress(attempt, STAGE.printing));
    setProgress(attempt, STAGE.rendering); // after the page is sent the data: the write's own work comes second
    // The Word edition (ADR 0044) is built from the same data while Chromium renders and prints. Its document is
    // put together in one synchronous stretch (~0.1 s): it starts once the page has been sent the data, not before.
    const docx = new Promise((ready) => setImmediate(ready)).then(() => reportDocx(data));
    docx.catch(() => undefined); // awaited below; a failed print never looks at it
    const pdf = await printed;
    const key = pdfKey(msg.tenantId, msg.yearEnd, msg.jobId);
    // Both stored before DONE, so a finished job has both.
    await Promise.all([
      putBytes(key, pdf, 'application/pdf'),
      docx.then((bytes) => putBytes(docxKeyOf(key), bytes, DOCX_TYPE)),
    ]);
    await finish(attempt, key, pdf.byteLength);
    return { jobId: msg.jobId, pdfKey: key, bytes: pdf.byteLength };
  } catch (err) {
    // Let the write in flight land first: the retry (or FAILED) must not race a stale one.
    await settle(attempt).catch(() => undefined);
    throw err;
  }
}
