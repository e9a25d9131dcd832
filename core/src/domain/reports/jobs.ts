import { ulid } from 'ulid';
import { keys } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { sendReportMessage } from '../../infra/sqs';
import { NotFound, ServiceUnavailable } from '../../errors';
import type { ReportJobView } from '../../schemas/reports';
import type { ReportJobRecord } from './record';
import type { Membership } from '../membership';
import { admit, withAdmission } from './admission';
import { requireComplete, requireTranslated } from './readiness';
import { languageOf, type Language } from '../../schemas/common';
import type { TenantRecord } from '../records';

export type { ReportJobRecord } from './record';

/** The company's language: a report's language unless the generate page chose another. */
async function companyLanguage(tenantId: string): Promise<Language> {
  const tenant = await getItem<TenantRecord>(keys.tenant(tenantId));
  return tenant ? languageOf(tenant.langKey) : 'en';
}

/** Where a job's PDF lives: always under the tenant prefix, named by the job, never by user input. */
export const pdfKey = (tenantId: string, yearEnd: string, jobId: string) =>
  `tenants/${tenantId}/report/${yearEnd}/${jobId}.pdf`;

/** The Word edition of a job's report lies beside its PDF (written before the job is DONE). */
export const docxKeyOf = (pdfKey: string) => pdfKey.replace(/\.pdf$/, '.docx');

export const jobView = (job: ReportJobRecord): ReportJobView => ({
  id: job.id,
  status: job.status,
  progress: job.progress,
  ...(job.error ? { error: job.error } : {}),
  ...(job.lang ? { lang: job.lang } : {}),
});

/** A job of the caller's company; another company's job id is simply not found. */
export async function loadJob(tenantId: string, jobId: string, consistent = false) {
  const job = await getItem<ReportJobRecord>(keys.reportJob(tenantId, jobId), consistent);
  if (!job) throw NotFound();
  return job;
}

/**
 * Records a QUEUED job (not yet on the queue): the API's first step, and the tests' way in.
 * `alsoWrite` adds changes to the same write (the company's list of unfinished jobs).
 */
export async function createJob(
  tenantId: string,
  userId: string,
  yearEnd: string,
  alsoWrite: (jobId: string) => Change[] = () => [],
  report: Pick<ReportJobRecord, 'lang' | 'edition'> = {},
): Promise<ReportJobRecord> {
  const now = new Date().toISOString();
  const job: Omit<ReportJobRecord, 'version'> = {
    id: ulid(),
    yearEnd,
    ...report,
    status: 'QUEUED',
    progress: 0,
    attempts: 0,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  };
  const key = keys.reportJob(tenantId, job.id);
  await write({
    tenantId,
    action: 'report.request',
    changes: [{ op: 'create', key, item: { ...job } }, ...alsoWrite(job.id)],
    entity: key,
    after: job,
  });
  return { ...job, version: 1 };
}

/**
 * POST /api/report/{year}: records a QUEUED job, then hands it to the worker through SQS. The same
 * report already queued or running is joined instead (the answer names that job); a company with
 * too many unfinished jobs gets 429 (admission.ts).
 */
export async function requestReport(m: Membership, yearEnd: string, chosen?: Language): Promise<ReportJobView> {
  const tenantId = m.actor.tenantId;
  const period = m.periods.find((p) => p.yearEnd === yearEnd);
  if (!period) throw NotFound();
  const edition = period.printed ? 'final' : 'draft';
  const lang = chosen ?? (await companyLanguage(tenantId));
  // A final report answers every provision (ADR 0072) in the edition's own language (ADR 0097); a draft
  // prints with its gaps and its untranslated answers marked.
  if (edition === 'final') await requireTranslated(tenantId, yearEnd, lang);
  if (edition === 'final') await requireComplete(tenantId, yearEnd);
  const admitted = await withAdmission(async (): Promise<{ job: ReportJobRecord; joined: boolean }> => {
    const a = await admit(tenantId, yearEnd, edition, lang);
    if ('join' in a) return { job: a.join, joined: true };
    const queued = (id: string) => [a.queue({ id, yearEnd, edition, lang })];
    const job = await createJob(tenantId, m.actor.userId, yearEnd, queued, { lang, edition });
    return { job, joined: false };
  });
  const { job } = admitted;
  if (admitted.joined) return jobView(job);
  try {
    await sendReportMessage({ tenantId, jobId: job.id, yearEnd, lang });
  } catch (err) {
    // Without its message the job would sit QUEUED for ever: fail it visibly instead.
    const set = { status: 'FAILED', error: 'The report could not be queued. Please try again.' };
    const key = keys.reportJob(tenantId, job.id);
    await write({ tenantId, action: 'report.fail', changes: [{ op: 'update', key, expectedVersion: 1, set }] });
    throw Object.assign(ServiceUnavailable(), { cause: err });
  }
  return jobView(job);
}

export async function reportProgress(m: Membership, jobId: string): Promise<ReportJobView> {
  return jobView(await loadJob(m.actor.tenantId, jobId));
}
