import { retryOnConflict } from '../../infra/db/retry';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import type { Change } from '../../infra/db/write';
import { AppError, Conflict, TooManyRequests } from '../../errors';
import type { Language } from '../../schemas/common';
import type { Edition, ReportJobRecord } from './record';
import * as msg from '../../messages';

/**
 * Abuse limits of report jobs (docs/decisions/0023-abuse-limits.md): every job is a
 * Chromium render, and any level-1 user may ask for one. A request for a report that is already
 * queued or running joins that job; beyond MAX_QUEUED unfinished jobs a company gets 429.
 */
export const MAX_QUEUED = 5;
/** A job not updated for this long is not waited for (a lost message); the queue gives up well before. */
const STALE_MS = 60 * 60 * 1000;
/** What a client is told to wait before asking again when the queue is full: about one render. */
const RETRY_AFTER_S = 60;

/** Which report a job prints: the same year, edition and language is the same PDF. */
export type { Edition } from './record';
export interface QueuedJob {
  id: string;
  yearEnd: string;
  edition: Edition;
  /** Absent on jobs queued before reports had a language (they were bilingual). */
  lang?: Language;
  /** A publication pack's editions (ADR 0099); a pack joins only the same pack, a report only a report. */
  pack?: Language[];
  /** An assurance pack (ADR 0117): joins only an assurance pack of the same year. */
  assurance?: true;
}
interface ReportQueue {
  jobs: QueuedJob[];
  version: number;
}

const unfinished = (job: ReportJobRecord | undefined, now: number): job is ReportJobRecord =>
  !!job && (job.status === 'QUEUED' || job.status === 'RUNNING') && now - Date.parse(job.updatedAt) < STALE_MS;

/** The company's jobs that are still queued or running (at most MAX_QUEUED reads, each consistent). */
async function activeJobs(tenantId: string) {
  const queue = await getItem<ReportQueue>(keys.reportQueue(tenantId), true);
  const listed = queue?.jobs ?? [];
  const records = await Promise.all(listed.map((j) => getItem<ReportJobRecord>(keys.reportJob(tenantId, j.id), true)));
  const now = Date.now();
  const jobs = listed.flatMap((j, i) => {
    const job = records[i];
    return unfinished(job, now) ? [{ listed: j, job }] : [];
  });
  return { version: queue?.version, jobs };
}

export type Admission = { join: ReportJobRecord } | { queue: (job: QueuedJob) => Change };

/**
 * The job to join, or the change that puts a new job on the company's list (conditional on the
 * list's version, so two requests at once cannot both take the last place or both start the same report).
 */
export async function admit(
  tenantId: string,
  yearEnd: string,
  edition: Edition,
  lang?: Language,
  pack?: Language[],
  assurance?: true,
): Promise<Admission> {
  const { version, jobs } = await activeJobs(tenantId);
  const packOf = (p?: Language[]) => p?.join(' ') ?? '';
  // A job listed without a language was queued before reports had one: it stands for any report.
  const same = jobs.find(
    (j) =>
      j.listed.yearEnd === yearEnd &&
      j.listed.edition === edition &&
      packOf(j.listed.pack) === packOf(pack) &&
      !!j.listed.assurance === !!assurance &&
      (pack !== undefined || j.listed.lang === undefined || j.listed.lang === lang),
  );
  if (same) return { join: same.job };
  if (jobs.length >= MAX_QUEUED) throw TooManyRequests(msg.reportQueueFull, RETRY_AFTER_S, { limit: MAX_QUEUED });
  const key = keys.reportQueue(tenantId);
  return {
    queue: (job) =>
      version === undefined
        ? { op: 'create', key, item: { jobs: [job] }, onExists: () => Conflict() }
        : { op: 'update', key, expectedVersion: version, set: { jobs: [...jobs.map((j) => j.listed), job] } },
  };
}

/** Admission tries before giving up; with the backoff below, about 4 s of spread-out retries at most. */
const ADMISSION_TRIES = 10;
const ADMISSION_BACKOFF_MS = 20;

/**
 * Runs `attempt` again when a concurrent request changed the list first (it then sees that request's job),
 * with jittered backoff so that several reports requested at once are all admitted. A print request never
 * answers with a data conflict: should the list still be contended after every try, the caller is asked to
 * retry shortly (429 with Retry-After), as when the queue is full.
 */
export async function withAdmission<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await retryOnConflict(attempt, ADMISSION_TRIES, ADMISSION_BACKOFF_MS);
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') throw TooManyRequests(msg.reportQueueBusy, 1);
    throw err;
  }
}
