import { AppError, NotFound } from '../../errors';
import { presignGet } from '../../infra/s3';
import { ZIP_TYPE } from '../../lib/zipStream';
import type { Language } from '../../schemas/common';
import type { PackListItem, ReportJobView } from '../../schemas/reports';
import type { Membership } from '../membership';
import { jobListed, yearJobs } from './jobList';
import { companyLanguage, enqueue, loadJob } from './jobs';
import { printable } from './readiness';
import * as msg from '../../messages';

/** Long enough for a browser to follow the redirect (as a report's PDF: pdf.ts). */
const DOWNLOAD_SECONDS = 60;

/** Where a pack's zip lives: under the tenant prefix, named by the job. */
export const packKey = (tenantId: string, yearEnd: string, jobId: string) =>
  `tenants/${tenantId}/report/${yearEnd}/${jobId}-pack.zip`;

/**
 * The editions a pack prints (ADR 0099): English and Traditional Chinese always, Simplified Chinese when asked, and
 * when not asked, when the company writes in it (its language is Simplified Chinese).
 */
export async function packLanguages(tenantId: string, simplified?: 'true' | 'false'): Promise<Language[]> {
  const withCn = simplified === undefined ? (await companyLanguage(tenantId)) === 'cn' : simplified === 'true';
  return withCn ? ['en', 'hk', 'cn'] : ['en', 'hk'];
}

/** POST /api/report-pack/{year}: queues a publication pack (or joins the same one still printing). */
export async function requestPack(
  m: Membership,
  yearEnd: string,
  simplified?: 'true' | 'false',
): Promise<ReportJobView> {
  const pack = await packLanguages(m.actor.tenantId, simplified);
  return enqueue(m, yearEnd, { pack }, printable(pack));
}

/** GET /api/report-packs/{year}: the year's packs, newest first, printing or printed, with their parity result. */
export async function yearPacks(m: Membership, yearEnd: string): Promise<PackListItem[]> {
  return (await yearJobs(m, yearEnd, (j) => !!j.pack)).map((listed) => ({
    ...jobListed(listed),
    langs: listed.job.pack!.langs,
    ...(listed.job.pack!.parity ? { parity: listed.job.pack!.parity } : {}),
  }));
}

/**
 * GET /api/report-pack/download/{id}: the pack's zip (its PDFs and Word files), a redirect to a presigned GET. A pack
 * still printing is not found yet; one whose parity check failed is never offered (409): its editions disagree.
 */
export async function packZip(m: Membership, jobId: string) {
  const job = await loadJob(m.actor.tenantId, jobId);
  if (!job.pack) throw NotFound();
  if (job.status !== 'DONE' || !job.pdfKey) {
    const message = `The publication pack is not ready yet (${job.progress}% done).`;
    throw new AppError(404, 'REPORT_NOT_READY', msg.notFound, { status: job.status, progress: job.progress }, message);
  }
  if (!job.pack.parity?.passed) throw new AppError(409, 'PARITY_FAILED', msg.packParityFailed);
  if (!job.pdfKey.startsWith(`tenants/${m.actor.tenantId}/`)) throw NotFound();
  return presignGet(job.pdfKey, {
    contentType: ZIP_TYPE,
    disposition: `attachment; filename="ESG-report-${job.yearEnd}-pack.zip"`,
    expiresIn: DOWNLOAD_SECONDS,
  });
}
