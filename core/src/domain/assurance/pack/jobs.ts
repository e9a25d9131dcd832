import { AppError, NotFound } from '../../../errors';
import { presignGet } from '../../../infra/s3';
import { assurancePackName, type AssurancePackItem } from '../../../schemas/assurance';
import type { ReportJobView } from '../../../schemas/reportJob';
import type { Membership } from '../../membership';
import { enqueue, loadJob } from '../../reports/jobs';
import { jobListed, yearJobs } from '../../reports/jobList';
import { ZIP_TYPE } from '../../../lib/zipStream';
import * as msg from '../../../messages';

/** Long enough for a browser to follow the redirect (as a report's PDF). */
const DOWNLOAD_SECONDS = 60;

/** Where an assurance pack lives: under the tenant prefix, named by the job, never by user input. */
export const assurancePackKey = (tenantId: string, yearEnd: string, jobId: string) =>
  `tenants/${tenantId}/assurance/${yearEnd}/${jobId}.zip`;

/** POST /api/assurance-pack/{year}: queues an assurance pack on the report queue (or joins the one being built). */
export const requestAssurancePack = (m: Membership, yearEnd: string): Promise<ReportJobView> =>
  enqueue(m, yearEnd, { assurance: true });

/** GET /api/assurance-packs/{year}: the year's assurance packs, newest first, building or built, of every version. */
export async function yearAssurancePacks(m: Membership, yearEnd: string): Promise<AssurancePackItem[]> {
  return (await yearJobs(m, yearEnd, (j) => !!j.assurance)).map((listed) => {
    const { yearVersion, files } = listed.job.assurance!;
    return { ...jobListed(listed), yearVersion, ...(files !== undefined ? { files } : {}) };
  });
}

/** GET /api/assurance-pack/download/{id}: the zip, a redirect to a presigned GET; a pack still building is 404. */
export async function assurancePackZip(m: Membership, jobId: string) {
  const job = await loadJob(m.actor.tenantId, jobId);
  if (!job.assurance) throw NotFound();
  if (job.status !== 'DONE' || !job.pdfKey) {
    const message = `The assurance pack is not ready yet (${job.progress}% done).`;
    throw new AppError(404, 'REPORT_NOT_READY', msg.notFound, { status: job.status, progress: job.progress }, message);
  }
  if (!job.pdfKey.startsWith(`tenants/${m.actor.tenantId}/`)) throw NotFound();
  return presignGet(job.pdfKey, {
    contentType: ZIP_TYPE,
    disposition: `attachment; filename="${assurancePackName(job.yearEnd, job.assurance.yearVersion)}"`,
    expiresIn: DOWNLOAD_SECONDS,
  });
}
