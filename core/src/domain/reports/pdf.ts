import { AppError, NotFound } from '../../errors';
import { presignGet } from '../../infra/s3';
import type { ReportListItem } from '../../schemas/reports';
import type { Membership } from '../membership';
import { DOCX_TYPE, docxKeyOf, loadJob, wordOf } from './jobs';
import { jobListed, yearJobs } from './jobList';
import * as msg from '../../messages';

/** Long enough for a browser to follow the redirect; a link that leaks soon stops working. */
const DOWNLOAD_SECONDS = 60;

/**
 * The PDF (or its Word edition, `format: docx`) of a finished job, for download (attachment) or the
 * in-app viewer (inline): a redirect to
 * a presigned GET on S3, so no report is limited by Lambda's 6 MB response. A job that is not DONE
 * has no PDF yet: 404 with a message that says why, and its state. The Word edition is built after DONE
 * (docs/decisions/0132-word-edition-after-the-pdf.md): until it is stored, 404 WORD_NOT_READY with its state.
 */
export async function reportPdf(
  m: Membership,
  jobId: string,
  disposition: 'attachment' | 'inline',
  format: 'pdf' | 'docx' = 'pdf',
) {
  const job = await loadJob(m.actor.tenantId, jobId);
  // A pack's key is its zip (pack.ts, assurance/pack/jobs.ts): never served as a PDF.
  if (job.pack || job.assurance) throw NotFound();
  if (job.status !== 'DONE' || !job.pdfKey) {
    const message =
      job.status === 'FAILED'
        ? 'The report could not be generated, so there is no PDF.'
        : `The report is not ready yet (${job.progress}% done).`;
    throw new AppError(404, 'REPORT_NOT_READY', msg.notFound, { status: job.status, progress: job.progress }, message);
  }
  if (!job.pdfKey.startsWith(`tenants/${m.actor.tenantId}/`)) throw NotFound();
  const name = `ESG-report-${job.yearEnd}${job.lang ? `-${job.lang}` : ''}`;
  if (format === 'docx') {
    const word = wordOf(job);
    if (word !== 'ready') {
      const message =
        word === 'failed'
          ? 'The Word edition of this report could not be prepared. Print the report again to get it.'
          : 'The Word edition of this report is still being prepared.';
      throw new AppError(404, 'WORD_NOT_READY', msg.notFound, { word }, message);
    }
    return presignGet(docxKeyOf(job.pdfKey), {
      contentType: DOCX_TYPE,
      disposition: `attachment; filename="${name}.docx"`,
      expiresIn: DOWNLOAD_SECONDS,
    });
  }
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
  // A publication or assurance pack is listed with its own (pack.ts, assurance/pack/jobs.ts), not as a report.
  const listed = await yearJobs(m, yearEnd, (j) => j.status === 'DONE' && !j.pack && !j.assurance);
  return listed.map((l) => {
    const { status: _status, progress: _progress, ...report } = jobListed(l);
    // Which version of a restated year it printed (ADR 0118): the old final report stays listed.
    return { ...report, ...(l.job.lang ? { lang: l.job.lang } : {}), yearVersion: l.job.yearVersion ?? 1 };
  });
}
