import * as keys from '../../infra/db/itemKeys';
import { VersionedItem } from '../../infra/db/versioned';
import type { ReportMessage } from '../../schemas/reports';
import { loadJob, type ReportJobRecord } from './jobs';

/**
 * Progress the web shows at each stage of one attempt (ADR 0008). Storing the PDF and its Word edition has no
 * write of its own: DONE follows it within a fraction of a second. Every transition is a transaction with its audit
 * entry; a progress write is not (no one did anything).
 */
export const STAGE = { loading: 10, rendering: 40, printing: 70, done: 100 } as const;

/** What users read when a job fails for good; the cause stays in `errorDetail` for operators. */
export const FAILED_MESSAGE = 'The report could not be generated. Please try again or contact support.';

/** One worker attempt at a job. Every transition is conditional on the version the attempt last wrote. */
export interface Attempt {
  tenantId: string;
  job: VersionedItem<ReportJobRecord>;
  /** The write in flight (off the rendering's critical path); transitions never overlap. */
  pending: Promise<void>;
  /** What waits for the write in flight: progress is a latest-value signal, so waiting updates merge. */
  queued?: { action: string; set: Partial<ReportJobRecord> };
}

/** The action of a job's progress writes: written like its transitions, never audited (not an event anyone did). */
const PROGRESS = 'report.progress';

const transition = (a: Attempt, action: string, set: Partial<ReportJobRecord>) =>
  a.job.set(action, set, { audited: action !== PROGRESS });

/** A loaded job, its transitions conditional on the version last written. */
const attemptAt = (tenantId: string, job: ReportJobRecord): Attempt => ({
  tenantId,
  job: new VersionedItem(tenantId, keys.reportJob(tenantId, job.id), job),
  pending: Promise.resolve(),
});

/**
 * Starts an attempt, or returns the finished job when the work was already done (a duplicate
 * delivery that outlived its idempotency record must not print a second PDF). The RUNNING
 * write is queued like progress, so loading the year's data does not wait for it.
 */
export async function beginAttempt(msg: ReportMessage): Promise<Attempt | ReportJobRecord> {
  const job = await loadJob(msg.tenantId, msg.jobId, true);
  if (job.status === 'DONE') return job;
  const attempt = attemptAt(msg.tenantId, job);
  queue(attempt, 'report.start', { status: 'RUNNING', progress: STAGE.loading, attempts: job.attempts + 1, error: '' });
  return attempt;
}

/** Runs a transition after the one in flight; updates that are still waiting merge into one write. */
function queue(a: Attempt, action: string, set: Partial<ReportJobRecord>) {
  if (a.queued) {
    a.queued.set = { ...a.queued.set, ...set };
    return;
  }
  a.queued = { action, set };
  a.pending = a.pending.then(() => {
    const next = a.queued;
    a.queued = undefined;
    return next && transition(a, next.action, next.set);
  });
  a.pending.catch(() => undefined); // observed here, so a failure is never an unhandled rejection
}

/** Waits for the write in flight; what is still queued is returned instead of written. */
export async function settle(a: Attempt): Promise<Partial<ReportJobRecord>> {
  const waiting = a.queued?.set ?? {};
  a.queued = undefined;
  await a.pending;
  return waiting;
}

/**
 * Records progress without making the job wait for the write: the web polls, so a bar that
 * moves a few ms late costs nothing, while a PDF that waits on every write costs every job.
 */
export const setProgress = (a: Attempt, progress: number) => queue(a, PROGRESS, { progress });

/**
 * DONE after the write in flight; progress still waiting is superseded by DONE's 100. `also`: what a publication
 * pack records with it (its parity result, ADR 0099).
 */
export async function finish(a: Attempt, pdfKey: string, bytes: number, also: Partial<ReportJobRecord> = {}) {
  const waiting = await settle(a);
  const finishedAt = new Date().toISOString();
  const set = { ...waiting, ...also, status: 'DONE' as const, progress: STAGE.done, pdfKey, bytes, finishedAt };
  await transition(a, 'report.done', set);
}

/**
 * The Word edition's outcome, after DONE (docs/decisions/0132-word-edition-after-the-pdf.md): `ready` once it is
 * stored, `failed` when it could not be built. Conditional on the version DONE wrote, like every transition.
 */
export async function recordWord(a: Attempt, word: 'ready' | 'failed') {
  await settle(a);
  await transition(a, 'report.word', { word });
}

/** A finished job whose Word edition is still to be built (an earlier invocation ended before storing it). */
export const finishedAttempt = (tenantId: string, job: ReportJobRecord): Attempt => attemptAt(tenantId, job);

/** The queue's last receive failed: the job is FAILED before the message moves to the DLQ. */
export async function failJob(msg: ReportMessage, cause: unknown) {
  const job = await loadJob(msg.tenantId, msg.jobId, true);
  if (job.status === 'DONE') return;
  const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  await transition(attemptAt(msg.tenantId, job), 'report.fail', {
    status: 'FAILED',
    error: FAILED_MESSAGE,
    errorDetail: detail.slice(0, 1000),
  });
}
