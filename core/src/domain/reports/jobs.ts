import { ulid } from 'ulid';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { sendReportMessage } from '../../infra/sqs';
import { NotFound, ServiceUnavailable } from '../../errors';
import type { ReportJobView, WordState } from '../../schemas/reports';
import type { Edition, ReportJobRecord } from './record';
import type { Membership } from '../membership';
import { admit, withAdmission } from './admission';
import { languageOf, type Language } from '../../schemas/common';
import { yearVersion, type TenantRecord } from '../records';

export type { ReportJobRecord } from './record';

/** The company's language: a report's language unless the generate page chose another. */
export async function companyLanguage(tenantId: string): Promise<Language> {
  const tenant = await getItem<TenantRecord>(keys.tenant(tenantId));
  return tenant ? languageOf(tenant.langKey) : 'en';
}

/** Where a job's PDF lives: always under the tenant prefix, named by the job, never by user input. */
export const pdfKey = (tenantId: string, yearEnd: string, jobId: string) =>
  `tenants/${tenantId}/report/${yearEnd}/${jobId}.pdf`;

/** The Word edition of a job's report lies beside its PDF (stored after the job is DONE, ADR 0132). */
export const docxKeyOf = (pdfKey: string) => pdfKey.replace(/\.pdf$/, '.docx');
/**
 * The content type of a report's Word edition: here, not beside its builder (docx.ts), so the routes that only serve
 * the stored file do not bundle the Word library (ADR 0132: the worker builds it).
 */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * No invocation outlives Lambda's 15-minute limit: a Word edition still `preparing` that long after DONE has no one
 * building it (its invocation ended before storing it), so it is said to have failed rather than left waiting.
 */
export const WORD_DEADLINE_MS = 15 * 60 * 1000;

/** A DONE report's Word edition as users see it (ADR 0132); none for packs or unfinished jobs. */
export function wordOf(job: ReportJobRecord, now = Date.now()): WordState | undefined {
  if (job.status !== 'DONE' || job.pack || job.assurance) return undefined;
  if (job.word !== 'preparing') return job.word ?? 'ready';
  const since = Date.parse(job.finishedAt ?? job.updatedAt);
  return now - since > WORD_DEADLINE_MS ? 'failed' : 'preparing';
}

export const jobView = (job: ReportJobRecord): ReportJobView => {
  const word = wordOf(job);
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    ...(job.error ? { error: job.error } : {}),
    ...(job.lang ? { lang: job.lang } : {}),
    ...(word ? { word } : {}),
  };
};

/** A job of the caller's company; another company's job id is simply not found. */
export async function loadJob(tenantId: string, jobId: string, consistent = false) {
  const job = await getItem<ReportJobRecord>(keys.reportJob(tenantId, jobId), consistent);
  if (!job) throw NotFound();
  return job;
}

/** What a job says it prints: a report's language, a pack's editions, an assurance pack; and from which year. */
type JobFacts = Pick<ReportJobRecord, 'lang' | 'edition' | 'pack' | 'assurance' | 'yearVersion'>;

/**
 * Records a QUEUED job (not yet on the queue): the API's first step, and the tests' way in.
 * `alsoWrite` adds changes to the same write (the company's list of unfinished jobs).
 */
export async function createJob(
  tenantId: string,
  userId: string,
  yearEnd: string,
  alsoWrite: (jobId: string) => Change[] = () => [],
  report: JobFacts = {},
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
 * Which job to queue: a report in one language, a publication pack of several (ADR 0099), or an assurance pack
 * (ADR 0117), which prints nothing.
 */
type JobKind =
  | { lang: Language; pack?: undefined; assurance?: undefined }
  | { lang?: undefined; pack: Language[]; assurance?: undefined }
  | { lang?: undefined; pack?: undefined; assurance: true };

/**
 * What a final edition must satisfy before it is queued (readiness.ts `printable`): given by the caller that prints a
 * report, so queuing alone (an assurance pack prints none) carries no report building (ADR 0139).
 */
export type FinalCheck = (tenantId: string, yearEnd: string) => Promise<void>;

/**
 * Queues a job of a year's report: records it QUEUED, then hands it to the worker through SQS. The same report (or
 * pack) already queued or running is joined instead (the answer names that job); a company with too many unfinished
 * jobs gets 429 (admission.ts). A final edition is first held to `checkFinal`.
 */
export async function enqueue(
  m: Membership,
  yearEnd: string,
  kind: JobKind,
  checkFinal?: FinalCheck,
): Promise<ReportJobView> {
  const tenantId = m.actor.tenantId;
  const period = m.periods.find((p) => p.yearEnd === yearEnd);
  if (!period) throw NotFound();
  const edition: Edition = period.printed ? 'final' : 'draft';
  const { lang, pack, assurance } = kind;
  if (edition === 'final') await checkFinal?.(tenantId, yearEnd);
  const what = assurance ? { assurance } : pack ? { pack } : { lang };
  const admitted = await withAdmission(async (): Promise<{ job: ReportJobRecord; joined: boolean }> => {
    const a = await admit(tenantId, yearEnd, edition, lang, pack, assurance);
    if ('join' in a) return { job: a.join, joined: true };
    const queued = (id: string) => [a.queue({ id, yearEnd, edition, ...what })];
    const version = yearVersion(period);
    const record: JobFacts = assurance
      ? { edition, assurance: { yearVersion: version } }
      : pack
        ? { edition, pack: { langs: pack }, yearVersion: version }
        : { lang, edition, yearVersion: version };
    const job = await createJob(tenantId, m.actor.userId, yearEnd, queued, record);
    return { job, joined: false };
  });
  const { job } = admitted;
  if (admitted.joined) return jobView(job);
  try {
    await sendReportMessage({ tenantId, jobId: job.id, yearEnd, ...what });
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
