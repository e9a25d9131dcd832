import type { ReportMessage } from '@esg/core/schemas/reports';
import { buildAssurancePack } from '@esg/core/domain/assurance/pack/build';
import { assurancePackKey } from '@esg/core/domain/assurance/pack/jobs';
import { beginAttempt, finish, setProgress, settle, STAGE } from '@esg/core/domain/reports/lifecycle';
import type { JobResult } from './reportJob';

/**
 * One attempt at an assurance pack (docs/decisions/0117-the-assurance-pack.md) on the report queue: the pack streamed
 * into S3 in parts, progress moving from loading to done with each file stored; DONE records its size and file count.
 * A failed attempt leaves no object (the multipart upload is aborted) and the queue retries it as it does a report.
 */
export async function runAssurancePackJob(msg: ReportMessage, builtAt?: Date): Promise<JobResult> {
  const attempt = await beginAttempt(msg);
  if (!('tenantId' in attempt)) return { jobId: msg.jobId, pdfKey: attempt.pdfKey ?? '', bytes: 0 };
  const key = assurancePackKey(msg.tenantId, msg.yearEnd, msg.jobId);
  try {
    const span = STAGE.done - STAGE.loading;
    const { bytes, files } = await buildAssurancePack(
      msg.tenantId,
      msg.yearEnd,
      key,
      (done, total) => setProgress(attempt, STAGE.loading + Math.floor((span * done) / total)),
      builtAt,
    );
    await finish(attempt, key, bytes, { assurance: { ...attempt.job.item.assurance!, files } });
    return { jobId: msg.jobId, pdfKey: key, bytes };
  } catch (err) {
    await settle(attempt).catch(() => undefined);
    throw err;
  }
}
