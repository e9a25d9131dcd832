import { AppError, NotFound } from '../../errors';
import { keys } from '../../infra/db/keys';
import { queryAll } from '../../infra/db/repo';
import { presignGet } from '../../infra/s3';
import type { ReportListItem } from '../../schemas/reports';
import type { Membership } from '../membership';
import { DOCX_TYPE } from './docx';
import { docxKeyOf, loadJob, type ReportJobRecord } from './jobs';
import { requesterNames } from './pack';

/** Long enough for a browser to follow the redirect; a link that leaks soon stops working. */
const DOWNLOAD_SECONDS = 60;

/**
 * The PDF (or its Word edition, `format: docx`) of a finished job, for download (attachment) or the
 * in-app viewer (inline): a redirect to
 * a presigned GET on S3, so no report is limited by Lambda's 6 MB response. A job that is not DONE
 * has no PDF yet: 404 with a message that says why, and its state.
 */
export async function reportPdf(
  m: Membership,
  jobId: string,
  disposition: 'attachment' | 'inline',
  format: 'pdf' | 'docx' = 'pdf',
) {
  const job = await loadJob(m.actor.tenantId, jobId);
  // A pack's key is its zip (pack.ts): never served as a PDF.
  if (job.pack) throw NotFound();
  if (job.status !== 'DONE' || !job.pdfKey) {
    const message =
      job.status === 'FAILED'
        ? 'The report could not be generated, so there is no PDF.'
        : `The report is not ready yet (${job.progress}% done).`;
    throw new AppError(404, 'REPORT_NOT_READY', 'notFound', { status: job.status, progress: job.progress }, message);
  }
  if (!job.pdfKey.startsWith(`tenants/${m.actor.tenantId}/`)) throw NotFound();
  const name = `ESG-report-${job.yearEnd}${job.lang ? `-${job.lang}` : ''}`;
  if (format === 'docx')
    return presignGet(docxKeyOf(job.pdfKey), {
      contentType: DOCX_TYPE,
      disposition: `attachment; filename="${name}.docx"`,
      expiresIn: DOWNLOAD_SECONDS,
    });
  return presignGet(job.pdfKey, {
    contentType: 'application/pdf',
    disposition: `${disposition}; filename="${name}.pdf"`,
    expiresIn: DOWNLOAD_SECONDS,
  });
}

/**
 * GET /api/reports/{year}: the year's finished reports, newest first, with their language, edition,
 * who asked for each, when it was printed and its size (what /reporting/view_pdf lists).
 */
export async function yearReports(m: Membership, yearEnd: string): Promise<ReportListItem[]> {
  const tenantId = m.actor.tenantId;
  if (!m.periods.some((p) => p.yearEnd === yearEnd)) throw NotFound();
  // A publication pack is listed with its parity result (pack.ts), not as a report.
  const jobs = (await queryAll<ReportJobRecord>(keys.reportJobPrefix(tenantId))).filter(
    (j) => j.yearEnd === yearEnd && j.status === 'DONE' && !j.pack,
  );
  const names = await requesterNames(tenantId, jobs);
  return jobs
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((j) => ({
      id: j.id,
      yearEnd: j.yearEnd,
      ...(j.lang ? { lang: j.lang } : {}),
      edition: j.edition ?? 'draft',
      createdBy: names.get(j.createdBy) ?? j.createdBy,
      createdAt: j.createdAt,
      ...(j.finishedAt ? { finishedAt: j.finishedAt } : {}),
      ...(j.bytes !== undefined ? { bytes: j.bytes } : {}),
    }));
}
