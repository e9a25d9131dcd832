import { ulid } from 'ulid';
import { runInContext } from '../../context';
import { sendExcelCommit } from '../../infra/sqs';
import { say } from './messages';
import { approvedTasks, approvedText, type Approvals, type ApprovedTask } from './approved';
import { nameIn, sheetLocations } from './locations';
import type { StagedRow } from './context';
import { AppError, Locked } from '../../errors';
import { bulkWrite } from '../../infra/db/bulk';
import { OneInFlight, readAhead } from '../../lib/flow';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { VersionedItem } from '../../infra/db/versioned';
import type { ImportView } from '../../schemas/excel';
import type { CompanyMembership } from '../membership';
import { reportingYear } from '../pageData/year';
import { importView, loadImport, type ImportRecord, PROGRESS } from './records';
import type { ResourceType } from '../../schemas/resources';
import { stagedParts } from './parts';
import type { StagedPage } from './socialCheck';
import { packsOf } from '../resources/stored';
import {
  discardPacks,
  holdYear,
  importedChanges,
  notReady,
  pageChanges,
  releaseChange,
  stampOf,
  versionsNow,
} from './stage';

/** Told as the commit goes; a test throws from one to interrupt the commit where it likes. */
export interface CommitHooks {
  /** After each part checked and written (before the switch). */
  onBatch?: (done: number, total: number) => Promise<void> | void;
  /** Right after the switch. */
  onSwitched?: () => Promise<void> | void;
}

const PROGRESS_EVERY_MS = 1_000;

/** A part of the import's staged changes is not in S3 (ADR 0057): before the switch, nothing is written. */
class StagedPartMissing extends Error {
  constructor() {
    super('a staged part of the import is missing');
  }
}

/** The first approved task among those a part's rows would change: at the row's new location or its stored one. */
const approvedRow = (
  approvals: Approvals,
  rows: readonly StagedRow[],
  storedAt: (r: StagedRow) => string | undefined,
): ApprovedTask | undefined => {
  for (const r of rows) {
    const task = approvals.rows(r.type, [r.locationId, storedAt(r) ?? r.locationId]);
    if (task) return task;
  }
  return undefined;
};

/** The words an import given up before its switch keeps, in the uploader's language. */
async function refusalText(
  tenantId: string,
  job: ImportRecord,
  refusal: 'changedSinceCheck' | 'stagedMissing' | ApprovedTask,
) {
  if (typeof refusal === 'string') return say(refusal, job.language);
  const names = new Map((await sheetLocations(tenantId, job.yearEnd)).map((l) => [l.id, nameIn(l, job.language)]));
  return approvedText('sinceCheck', refusal, job.language, (id) => names.get(id) ?? id);
}

/** The job item's transitions during a commit, each conditional on the version last seen. */
class CommitJob extends VersionedItem<ImportRecord> {
  private lastProgress = 0;
  private writing = false;
  constructor(tenantId: string, job: ImportRecord) {
    super(tenantId, keys.excelImport(tenantId, job.id), job);
  }
  get job() {
    return this.item;
  }
  /**
   * A transition, stamped: an import untouched for the queue's whole retry window is stuck (ADR 0056).
   * Progress is no audit event.
   */
  transition(action: string, set: Partial<ImportRecord>) {
    return this.set(action, set, { audited: action !== PROGRESS });
  }
  /**
   * Progress of the parts checked and written (0 → 98 %), at most once a second and one write at a
   * time (each write is conditional on the last).
   */
  async progress(share: number) {
    if (this.writing || Date.now() - this.lastProgress < PROGRESS_EVERY_MS) return;
    this.lastProgress = Date.now();
    this.writing = true;
    try {
      await this.transition(PROGRESS, { progress: Math.round(share * 100) });
    } finally {
      this.writing = false;
    }
  }
}

/**
 * The packs of one part at a time being written while the commit goes on to the next part; `told`
 * hears the rows written so far once a part's packs are all written.
 */
class PartWrites {
  private readonly writing = new OneInFlight();
  private rows = 0;
  private done = 0;
  constructor(private readonly told: (done: number) => Promise<void>) {}
  /** Waits for the part before (and tells it), then starts writing this one. */
  async next(packs: Parameters<typeof bulkWrite>[0], rows: number) {
    await this.settle();
    await this.writing.start(() => bulkWrite(packs));
    this.rows = rows;
  }
  /** Waits for the part being written, and tells it. */
  async settle() {
    await this.writing.settled();
    if (this.rows === 0) return;
    this.done += this.rows;
    this.rows = 0;
    await this.told(this.done);
  }
}

/** READY → COMMITTING: the commit's audit id, author and rows' time are fixed here, so every run of it uses them. */
export async function startCommit(tenantId: string, job: ImportRecord, login: string): Promise<ImportRecord> {
  if (job.status === 'COMMITTING') return job;
  if (job.status !== 'READY' || job.counts.conflicts > 0 || !job.stagedKey) throw notReady();
  const w = new CommitJob(tenantId, job);
  await w.transition('excel.committing', {
    status: 'COMMITTING',
    progress: 0,
    auditId: ulid(),
    committedBy: login,
    commitStartedAt: new Date().toISOString(),
  });
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
 * The staged commit (ADR 0040, 0057, 0061), its changes staged in S3 parts by validation: (1) the
 * year is held, so no other write of it can happen; part by part, every staged row is checked to be
 * as validated and the part's rows written in packs, many rows to an item, which no reader reads yet;
 * (2) one transaction — the switch — records the import among the rows of each type it writes (from
 * that moment readers read its packs), its one audit item, marks it applied and writes its social
 * pages; (3) one write marks the import COMMITTED and releases the year.
 * Every step is idempotent and every row's stored form fixed when the commit started (packs keyed by
 * import, part and number): an interruption anywhere leaves either nothing visible (before 2) or
 * everything (after 2), and running it again finishes the same commit once.
 */
export async function applyImport(
  tenantId: string,
  start: ImportRecord,
  login: string,
  hooks: CommitHooks = {},
): Promise<ImportRecord> {
  const w = new CommitJob(tenantId, start);
  if (start.status !== 'COMMITTING' || !start.auditId) throw notReady();
  const stamp = stampOf(w.job, login);
  const total = w.job.counts.addedRows + w.job.counts.changedRows;

  if (!w.job.applied) {
    await holdYear(tenantId, w.job);
    // With the year held no task can be submitted or approved (its write carries the year check): read once, it stays true.
    const [now, approvals] = await Promise.all([
      versionsNow(tenantId, w.job.yearEnd),
      approvedTasks(tenantId, w.job.yearEnd, true),
    ]);
    const types = new Set<ResourceType>();
    const pages: StagedPage[] = [];
    let n = 0;
    let refusal: 'changedSinceCheck' | 'stagedMissing' | ApprovedTask | undefined;
    // One part's packs are written while the next part is checked and the two after it are read.
    const parts = readAhead(
      stagedParts(w.job, () => new StagedPartMissing()),
      2,
    );
    const writes = new PartWrites(async (done) => {
      await hooks.onBatch?.(done, total);
      await w.progress((0.98 * done) / Math.max(total, 1));
    });
    try {
      for await (const part of parts) {
        if (!now.rowsUnchanged(part.rows)) {
          refusal = 'changedSinceCheck';
          break;
        }
        // A task submitted or approved between validation and the hold (ADR 0127): its rows are not written.
        refusal = approvedRow(approvals, part.rows, now.locationOf);
        if (refusal) break;
        for (const r of part.rows) types.add(r.type);
        pages.push(...part.pages);
        await writes.next(
          packsOf(tenantId, n++, part.rows, stamp).map((put) => ({ put })),
          part.rows.length,
        );
      }
    } catch (err) {
      if (!(err instanceof StagedPartMissing)) throw err;
      refusal = 'stagedMissing';
    } finally {
      await writes.settle();
    }
    refusal ??= pages.map((p) => approvals.page(p.pageKey)).find(Boolean);
    if (!refusal && !(await now.pagesUnchanged(pages))) refusal = 'changedSinceCheck';
    if (refusal) {
      // A row changed between validation and the hold, or the staged changes are gone from S3:
      // nothing is visible; the packs written are deleted (best effort), then the year is released.
      await discardPacks(tenantId, types, stamp).catch(() => undefined);
      const refused = w.change({
        status: 'INVALID',
        progress: 100,
        refusal: await refusalText(tenantId, w.job, refusal),
      });
      await write({
        tenantId,
        action: 'excel.conflict',
        changes: [refused, ...(await releaseChange(tenantId, w.job))],
      });
      w.applied(refused);
      return w.job;
    }
    const switched = w.change({ applied: true, progress: 99 });
    await write({
      tenantId,
      yearEnd: w.job.yearEnd,
      importId: w.job.id,
      action: 'excel.commit',
      entity: w.key,
      auditId: w.job.auditId,
      changes: [
        switched,
        ...importedChanges(tenantId, types, stamp),
        ...pageChanges(tenantId, w.job, pages, stamp.updatedBy, stamp.updatedAt),
      ],
      after: { importId: w.job.id, fileName: w.job.fileName, ...w.job.counts },
    });
    w.applied(switched);
    await hooks.onSwitched?.();
  }

  const committed = w.change({ status: 'COMMITTED', progress: 100, committedAt: new Date().toISOString() });
  try {
    await write({
      tenantId,
      action: 'excel.committed',
      changes: [committed, ...(await releaseChange(tenantId, w.job))],
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
