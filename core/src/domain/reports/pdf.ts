import type { BinaryReply } from '../../lib/binary';
import { AppError, NotFound } from '../../errors';
import { getBytes } from '../../infra/s3Objects';
import type { Membership } from '../membership';
import { loadJob } from './jobs';

/**
 * The PDF of a finished job, for download (attachment) or the in-app viewer (inline).
 * A job that is not DONE has no PDF yet: 404 with a message that says why, and its state.
 */
export async function reportPdf(m: Membership, jobId: string, disposition: BinaryReply['disposition']) {
  const job = await loadJob(m.actor.tenantId, jobId);
  if (job.status !== 'DONE' || !job.pdfKey) {
    const message =
      job.status === 'FAILED'
        ? 'The report could not be generated, so there is no PDF.'
        : `The report is not ready yet (${job.progress}% done).`;
    throw new AppError(404, 'REPORT_NOT_READY', 'notFound', { status: job.status, progress: job.progress }, message);
  }
  const bytes = await getBytes(job.pdfKey);
  if (!bytes) throw NotFound();
  const reply: BinaryReply = {
    bytes,
    contentType: 'application/pdf',
    fileName: `ESG-report-${job.yearEnd}.pdf`,
    disposition,
  };
  return reply;
}
