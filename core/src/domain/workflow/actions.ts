import {
  decide,
  reviewerOf,
  type Action,
  type Decision,
  type Refusal,
  type StoredState,
} from '../../calc/workflow/machine';
import { AppError, Conflict, InvalidInput, Locked, ValidationError } from '../../errors';
import { write, type Change } from '../../infra/db/write';
import type { DataPageEntry } from '../../pages/pageIndex';
import type { Membership } from '../membership';
import { unexplainedAnomalies } from '../assurance/anomalies';
import { taskChecks } from './checks';
import { ownersAndSubmitter } from '../../calc/workflow/reminders';
import { remindNow } from './reminders';
import { signOffEndedByReopen, type EndedSignOff } from './signOffRecord';
import { findTask, taskKey, taskView, yearFacts, type TaskRecord, type YearFacts } from './tasks';
import type { Message } from '../../messages';
import * as msg from '../../messages';

type Kind = Action['kind'];
interface ActionInput {
  location?: string;
  version: number;
  comment?: string;
  reason?: string;
  overrideReason?: string;
}

/** A refusal of the state machine as the API answers it: its status and its words (core/src/messages.ts). */
const REFUSALS: Record<
  Exclude<Refusal, 'taskChecksFailed' | 'commentRequired' | 'reasonRequired'>,
  [number, Message]
> = {
  notWriter: [403, msg.forbidden],
  reviewerOnly: [403, msg.reviewerOnly],
  ownSubmission: [403, msg.ownSubmission],
  taskNotSubmittable: [409, msg.taskNotSubmittable],
  taskNotSubmitted: [409, msg.taskNotSubmitted],
  taskNotApproved: [409, msg.taskNotApproved],
  taskNotWithdrawable: [409, msg.taskNotWithdrawable],
  openComments: [409, msg.openComments],
};

function refusalError(d: Extract<Decision, { ok: false }>): AppError {
  if (d.refusal === 'taskChecksFailed') {
    const err = ValidationError([...(d.issues ?? [])]);
    return new AppError(400, 'VALIDATION', msg.taskChecksFailed, err.data);
  }
  if (d.refusal === 'commentRequired') return InvalidInput(msg.commentRequired, 'body.comment');
  if (d.refusal === 'reasonRequired') return InvalidInput(msg.reasonRequired, 'body.reason');
  const [status, message] = REFUSALS[d.refusal];
  return new AppError(status, status === 403 ? 'FORBIDDEN' : 'TASK_STATE', message);
}

const actionOf = (kind: Kind, input: ActionInput, openComments: number): Action => {
  switch (kind) {
    case 'submit':
      return { kind, checks: [] };
    case 'return':
      return { kind, comment: input.comment ?? '' };
    case 'approve':
      return { kind, openComments, overrideReason: input.overrideReason };
    case 'reopen':
      return { kind, reason: input.reason ?? '' };
    case 'withdraw':
      return { kind };
  }
};

/** What the task holds after the change: who and when for each state, the comment or reason in words. */
function nextRecord(
  kind: Kind,
  base: TaskRecord,
  next: StoredState,
  d: { override?: string },
  input: ActionInput,
  userId: string,
) {
  const at = new Date().toISOString();
  const r: TaskRecord = { ...base, state: next, version: base.version + 1 };
  if (kind === 'submit') Object.assign(r, { submittedBy: userId, submittedAt: at, note: undefined });
  if (kind === 'return') r.note = { kind: 'returned', text: input.comment!.trim(), by: userId, at };
  if (kind === 'approve') {
    Object.assign(r, { approvedBy: userId, approvedAt: at });
    r.note = d.override ? { kind: 'approvedOwn', text: d.override, by: userId, at } : undefined;
  }
  if (kind === 'reopen') r.note = { kind: 'reopened', text: input.reason!.trim(), by: userId, at };
  // A withdrawn submission is no submission: the task is open again, as before it (ADR 0102, amended).
  if (kind === 'withdraw') Object.assign(r, { submittedBy: undefined, submittedAt: undefined });
  return r;
}

/**
 * POST /api/workflow/{year}/tasks/{pageKey}/{submit|return|approve|reopen|withdraw}: the state machine's decision
 * (core/src/calc/workflow/machine.ts) applied through the one write path, with an audit entry in words. A task
 * based on another version — two reviewers acting at once — answers 409 with the task as it is now (ADR 0083).
 */
export async function actOnTask(m: Membership, yearEnd: string, pageKey: string, kind: Kind, input: ActionInput) {
  const facts = await yearFacts(m, yearEnd);
  if (facts.year.period.printed) throw Locked();
  const { page, scope, record } = findTask(facts, pageKey, input.location);
  const id = `${page.key}#${scope}`;
  if ((record?.version ?? 0) !== input.version) throw Conflict(taskView(facts, page, scope));
  const privileges = m.actor.privileges;
  const actor = { ...reviewerOf(m.actor.userId, privileges), canWrite: privileges.includes(page.write) };
  const base: TaskRecord = record ?? { pageKey: page.key, scope, state: 'open', owners: [], version: 0 };
  const action = actionOf(kind, input, facts.openComments.get(id) ?? 0);
  let decision = decide(base, action, actor);
  // The checks run only for a submission nothing else refuses: they read the whole year.
  if (decision.ok && action.kind === 'submit')
    decision = decide(base, { kind: 'submit', checks: await taskChecks(m, page, facts.year, scope) }, actor);
  if (!decision.ok) throw refusalError(decision);
  if (kind === 'approve') await refuseUnexplained(m.actor.tenantId, yearEnd, page.key, input.location);
  const next = nextRecord(kind, base, decision.next, decision, input, m.actor.userId);
  // A reopening ends the board's approval, or the send still waiting on the directors (ADR 0113).
  const ended: EndedSignOff =
    kind === 'reopen' ? await signOffEndedByReopen(m.actor.tenantId, yearEnd) : { changes: [] };
  const { status: boardSignOff, boardApprovedOn, boardSentAt } = ended;
  await writeTask(m, facts, { page, scope }, base, next, {
    action: `workflow.${kind}`,
    also: ended.changes,
    before: {
      state: base.state,
      ...(boardApprovedOn ? { boardApprovedOn } : {}),
      ...(boardSentAt ? { boardSentAt } : {}),
    },
    after: {
      page: page.key,
      ...(input.location ? { location: input.location } : {}),
      state: next.state,
      ...(next.note ? { note: next.note.text } : {}),
      ...(boardSignOff ? { boardSignOff } : {}),
    },
  });
  facts.tasks.set(id, next);
  // The owners and the submitter hear of a return or a reopen at once (ADR 0114); a failed mail is the hourly run's to retry.
  if (kind === 'return') await remindNow(m.actor.tenantId, ownersAndSubmitter(next), ['returned']);
  if (kind === 'reopen') await remindNow(m.actor.tenantId, ownersAndSubmitter(next), ['reopened']);
  return taskView(facts, page, scope);
}

/**
 * An approval waits for the page's unusual figures to be explained, at its location on a resource page (ADR 0107):
 * no override, as printing has none — the explanation is the owner's one sentence.
 */
async function refuseUnexplained(tenantId: string, yearEnd: string, pageKey: string, location?: string) {
  const open = (await unexplainedAnomalies(tenantId, yearEnd, pageKey)).filter(
    (a) => location === undefined || a.locationId === undefined || a.locationId === location,
  );
  if (open.length)
    throw new AppError(409, 'ANOMALIES_UNEXPLAINED', msg.anomaliesBlockApproval, {
      anomalies: open.map((a) => ({ id: a.id, label: a.label })),
    });
}

/**
 * Writes a task's next record over the version it was read at (0: creates it), audited, with the changes that go
 * with it (`also`: the board's approval a reopening ends); a version clash — another action landed first — answers
 * 409 with the task as it is now, read afresh.
 */
export async function writeTask(
  m: Membership,
  facts: YearFacts,
  task: { page: DataPageEntry; scope: string },
  base: TaskRecord,
  next: TaskRecord,
  audit: { action: string; before: unknown; after: unknown; also?: Change[] },
) {
  const tenantId = m.actor.tenantId;
  const yearEnd = facts.year.period.yearEnd;
  const key = taskKey(tenantId, yearEnd, task.page.key, task.scope);
  const { version: _version, ...all } = next;
  const set = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  const remove = Object.keys(all).filter((k) => all[k as keyof typeof all] === undefined);
  const change: Change =
    base.version === 0
      ? { op: 'create', key, item: set }
      : { op: 'update', key, expectedVersion: base.version, set, remove };
  const { also = [], ...entry } = audit;
  try {
    await write({ tenantId, yearEnd, changes: [change, ...also], ...entry });
  } catch (err) {
    if (!(err instanceof AppError && err.status === 409 && err.messageKey === 'conflict')) throw err;
    throw Conflict(taskView(await yearFacts(m, yearEnd), task.page, task.scope));
  }
}
