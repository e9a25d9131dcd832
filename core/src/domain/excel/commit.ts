import { ulid } from 'ulid';
import { runInContext } from '../../context';
import { sendExcelCommit } from '../../infra/sqs';
import { say } from './messages';
import { AppError, Locked } from '../../errors';
import { bulkWrite } from '../../infra/db/bulk';
import { keys } from '../../infra/db/keys';
import { write, type Change } from '../../infra/db/write';
import type { ImportView } from '../../schemas/excel';
import type { CompanyMembership } from '../membership';
import { reportingYear } from '../pageData/year';
import { importView, loadImport, type ImportRecord } from './records';
import {
  dropStage,
  holdYear,
  markers,
  notReady,
  pageChanges,
  releaseChange,
  stagedChanges,
  storedForm,
  unchangedSinceValidation,
} from './stage';

/** Told after each batch of a phase; a test throws from it to interrupt the commit where it likes. */
export interface CommitHooks {
  onBatch?: (phase: 'stage' | 'copy', done: number, total: number) => Promise<void> | void;
}

const PROGRESS_EVERY_MS = 1_000;

/** The job item's transitions during a commit, each conditional on the version last seen. */
class CommitJob {
  private lastProgress = 0;
  private writing = false;
  constructor(
    private readonly tenantId: string,
    public job: ImportRecord,
  ) {}
  get key() {
    return keys.excelImport(this.tenantId, this.job.id);
  }
  /** A transition, stamped: an import untouched for the queue's whole retry window is stuck (ADR 0056). */
  change(set: Partial<ImportRecord>, remove?: string[]): Change {
    const stamped = { ...set, updatedAt: new Date().toISOString() };
    return {
      op: 'update',
      key: this.key,
      expectedVersion: this.job.version,
      set: stamped,
      ...(remove ? { remove } : {}),
    };
  }
  /** Applies a write that carried `change(set)`, so the next transition is conditional on it. */
  applied(set: Partial<ImportRecord>) {
    this.job = { ...this.job, ...set, version: this.job.version + 1 };
  }
  async set(action: string, set: Partial<ImportRecord>, remove?: string[]) {
    await write({ tenantId: this.tenantId, action, changes: [this.change(set, remove)], after: set });
    this.applied(set);
  }
  /**
   * Progress of staging (0 → 50) and copying (50 → 100), written at most once a second and one
   * write at a time (the batches run in parallel; each write is conditional on the last).
   */
  async progress(share: number) {
    if (this.writing || Date.now() - this.lastProgress < PROGRESS_EVERY_MS) return;
    this.lastProgress = Date.now();
    this.writing = true;
    try {
      await this.set('excel.progress', { progress: Math.round(share * 100) });
    } finally {
      this.writing = false;
    }
  }
}

/** READY → COMMITTING: the commit's audit id and author are fixed here, so every run of it uses them. */
export async function startCommit(tenantId: string, job: ImportRecord, login: string): Promise<ImportRecord> {
  if (job.status === 'COMMITTING') return job;
  if (job.status !== 'READY' || job.counts.conflicts > 0 || !job.stagedKey) throw notReady();
  const w = new CommitJob(tenantId, job);
  await w.set('excel.committing', { status: 'COMMITTING', progress: 0, auditId: ulid(), committedBy: login });
  return w.job;
}

/**
 * POST /api/excel-import/{id}/commit: starts the commit of a READY import and queues it for the
 * import worker, which makes every change visible at once however many
 * (docs/decisions/0040-excel-staged-commit.md); the page follows its progress. Asking again for a
 * commit under way queues it again (a run that stopped resumes; a finished one is a no-op); for a
 * committed import it answers it unchanged.
 */
export async function commitImport(m: CompanyMembership, id: string): Promise<ImportView> {
  const tenantId = m.actor.tenantId;
  const job = await loadImport(tenantId, id, true);
  if (job.status === 'COMMITTED') return importView(job);
  const year = await reportingYear(m, job.yearEnd);
  if (year.period.printed) throw Locked();
  let started: ImportRecord;
  try {
    started = await startCommit(tenantId, job, m.actor.login);
  } catch (err) {
    // A second click won the race: answer the commit it started.
    if (!(err instanceof AppError) || err.messageKey !== 'conflict') throw err;
    started = await loadImport(tenantId, id, true);
    if (started.status !== 'COMMITTING' && started.status !== 'COMMITTED') throw err;
  }
  if (started.status === 'COMMITTING') await sendExcelCommit({ commit: { tenantId, importId: id } });
  return importView(started);
}

/** The import worker's commit job: runs (or resumes) a COMMITTING import; anything else is done already. */
export async function runCommit(tenantId: string, importId: string): Promise<void> {
  await runInContext({ requestId: `excel-commit-${importId}` }, async () => {
    const job = await loadImport(tenantId, importId, true);
    if (job.status !== 'COMMITTING') return;
    await applyImport(tenantId, job, job.committedBy ?? job.createdLogin);
  });
}

/**
 * The staged commit: (1) the changed rows are written, in batches, to the import's own partition
 * where no reader looks; (2) the year is held, so no other write of it can happen, and every row is
 * checked to be as validated; (3) one transaction — the switch — records the import's one audit
 * item, marks it applied and puts a marker among the rows of each changed type, from which moment
 * readers see the staged rows in place of the stored ones; (4) the staged rows are copied into
 * place and the staged copies deleted; (5) one write marks the import COMMITTED, removes the markers
 * and releases the year.
 * Every step is idempotent: an interruption anywhere leaves either nothing visible (before 3) or
 * everything (after 3), and running it again finishes the same commit once.
 */
export async function applyImport(
  tenantId: string,
  start: ImportRecord,
  login: string,
  hooks: CommitHooks = {},
): Promise<ImportRecord> {
  const w = new CommitJob(tenantId, start);
  if (start.status !== 'COMMITTING' || !start.auditId) throw notReady();
  const staged = await stagedChanges(w.job);
  const { rows } = staged;
  const at = new Date().toISOString();
  const items = storedForm(tenantId, w.job, rows, w.job.committedBy ?? login, at);
  const total = items.length;
  const mark = markers(tenantId, w.job, rows);

  if (!w.job.applied) {
    await bulkWrite(
      items.map((i) => ({ put: { ...i.item, ...i.stage } })),
      async (done) => {
        await hooks.onBatch?.('stage', done, total);
        await w.progress((done / Math.max(total, 1)) * 0.5);
      },
    );
    await holdYear(tenantId, w.job);
    if (!(await unchangedSinceValidation(tenantId, w.job.yearEnd, staged))) {
      // A row changed between validation and the hold: nothing is written, the year is released.
      const set = { status: 'INVALID' as const, progress: 100, refusal: say('changedSinceCheck', w.job.language) };
      await write({
        tenantId,
        action: 'excel.conflict',
        changes: [w.change(set), ...(await releaseChange(tenantId, w.job))],
      });
      w.applied(set);
      await dropStage(tenantId, w.job.id);
      return w.job;
    }
    await write({
      tenantId,
      yearEnd: w.job.yearEnd,
      importId: w.job.id,
      action: 'excel.commit',
      entity: w.key,
      auditId: w.job.auditId,
      changes: [
        w.change({ applied: true, progress: 50 }),
        ...mark.put,
        ...pageChanges(tenantId, w.job, staged.pages, w.job.committedBy ?? login, at),
      ],
      after: { importId: w.job.id, fileName: w.job.fileName, ...w.job.counts },
    });
    w.applied({ applied: true, progress: 50 });
  }

  await bulkWrite(
    items.map((i) => ({ put: { ...i.item, ...i.key } })),
    async (done) => {
      await hooks.onBatch?.('copy', done, total);
      await w.progress(0.5 + (done / Math.max(total, 1)) * 0.5);
    },
  );
  // The rows hold what was staged now, so the staged copies can go before the markers do. Their keys
  // are known (a run stages the same rows every time): no Query of the stage (docs/bench.md). Best
  // effort, as dropStage: what is left is never read once the markers are gone.
  await bulkWrite(items.map((i) => ({ delete: i.stage }))).catch(() => undefined);
  const committed = { status: 'COMMITTED' as const, progress: 100, committedAt: new Date().toISOString() };
  try {
    await write({
      tenantId,
      action: 'excel.committed',
      changes: [w.change(committed), ...mark.delete, ...(await releaseChange(tenantId, w.job))],
    });
  } catch (err) {
    // A concurrent run of the same commit finished it first.
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    const now = await loadImport(tenantId, w.job.id, true);
    if (now.status === 'COMMITTED') return now;
    throw err;
  }
  w.applied(committed);
  return w.job;
}
