/**
 * The review of one task of a reporting year — a data page, or one location of a resource page — as a
 * pure state machine (docs/decisions/0102-the-years-review-workflow.md): not started → in progress →
 * submitted → approved, or returned with a comment; an approved task is reopened by a reviewer with a
 * reason. A submission no reviewer has acted on is withdrawn by its submitter, or anyone who may write the page, back
 * to open (ADR 0102 amended: a submitted task is read-only, as an approved one). Every refusal is named here; core/src/domain/workflow turns them into the API's errors.
 */
export const TASK_STATES = ['notStarted', 'inProgress', 'submitted', 'returned', 'approved'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** What the store keeps: `open` until the first submission, after a reopen too. */
export type StoredState = 'open' | 'submitted' | 'returned' | 'approved';

/** The state a user sees: an open task is in progress once its page (or location) holds data. */
export const taskState = (stored: StoredState | undefined, hasData: boolean): TaskState =>
  stored === undefined || stored === 'open' ? (hasData ? 'inProgress' : 'notStarted') : stored;

export interface TaskActor {
  userId: string;
  /** Holds the page's write privilege (its owners are chosen among these). */
  canWrite: boolean;
  /** Holds the reviewer privilege (`pages:review`). */
  reviewer: boolean;
  /** Manages the company's users: may approve their own submission with a recorded reason. */
  administrator: boolean;
}

export interface Task {
  state: StoredState;
  /** Who submitted the version under review. */
  submittedBy?: string;
}

/** What a user's privileges make of them in the review: a reviewer (`pages:review`), an administrator (`users:manage`). */
export const reviewerOf = (userId: string, privileges: readonly string[]) => ({
  userId,
  reviewer: privileges.includes('pages:review'),
  administrator: privileges.includes('users:manage'),
});

/**
 * Whether a task waits for this user's review (ADR 0102, a reviewer's queue): submitted, and they may approve or
 * return it — a reviewer, and not their own submission unless they may approve their own with a reason (an
 * administrator, as `decide` allows). My tasks lists it; the daily digest names it (ADR 0114).
 */
export const awaitsReviewBy = (task: Task, actor: Pick<TaskActor, 'userId' | 'reviewer' | 'administrator'>) =>
  task.state === 'submitted' && actor.reviewer && (actor.administrator || task.submittedBy !== actor.userId);

/** One problem the page's checks found; the same shape as a field issue of a save. */
export interface CheckIssue {
  path: string;
  message: string;
  messageKey?: string;
  params?: Record<string, string | number>;
}

export type Action =
  | { kind: 'submit'; checks: readonly CheckIssue[] }
  | { kind: 'return'; comment: string }
  | { kind: 'approve'; openComments: number; overrideReason?: string }
  | { kind: 'reopen'; reason: string }
  | { kind: 'withdraw' };

export type Refusal =
  | 'notWriter'
  | 'reviewerOnly'
  | 'taskNotSubmittable'
  | 'taskNotSubmitted'
  | 'taskNotApproved'
  | 'taskNotWithdrawable'
  | 'taskChecksFailed'
  | 'commentRequired'
  | 'reasonRequired'
  | 'ownSubmission'
  | 'openComments';

export type Decision =
  | { ok: true; next: StoredState; submittedBy?: string; override?: string }
  | { ok: false; refusal: Refusal; issues?: readonly CheckIssue[] };

const refuse = (refusal: Refusal, issues?: readonly CheckIssue[]): Decision => ({ ok: false, refusal, issues });
const blank = (s: string | undefined) => (s ?? '').trim() === '';

/** The next state of `task` after `action` by `actor`, or why it is refused (checked in the order a user would expect). */
export function decide(task: Task, action: Action, actor: TaskActor): Decision {
  switch (action.kind) {
    case 'submit':
      if (!actor.canWrite) return refuse('notWriter');
      if (task.state === 'submitted' || task.state === 'approved') return refuse('taskNotSubmittable');
      if (action.checks.length > 0) return refuse('taskChecksFailed', action.checks);
      return { ok: true, next: 'submitted', submittedBy: actor.userId };
    case 'return':
      if (!actor.reviewer) return refuse('reviewerOnly');
      if (task.state !== 'submitted') return refuse('taskNotSubmitted');
      if (blank(action.comment)) return refuse('commentRequired');
      return { ok: true, next: 'returned' };
    case 'approve': {
      if (!actor.reviewer) return refuse('reviewerOnly');
      if (task.state !== 'submitted') return refuse('taskNotSubmitted');
      const own = task.submittedBy === actor.userId;
      if (own && !actor.administrator) return refuse('ownSubmission');
      if (own && blank(action.overrideReason)) return refuse('ownSubmission');
      if (action.openComments > 0) return refuse('openComments');
      return own
        ? { ok: true, next: 'approved', override: action.overrideReason!.trim() }
        : { ok: true, next: 'approved' };
    }
    case 'reopen':
      if (!actor.reviewer) return refuse('reviewerOnly');
      if (task.state !== 'approved') return refuse('taskNotApproved');
      if (blank(action.reason)) return refuse('reasonRequired');
      return { ok: true, next: 'open' };
    case 'withdraw':
      if (!actor.canWrite && task.submittedBy !== actor.userId) return refuse('notWriter');
      if (task.state !== 'submitted') return refuse('taskNotWithdrawable');
      return { ok: true, next: 'open' };
  }
}

/** The task states in which a page's answers (or a location's rows) take no change: under review, or approved. */
export const READ_ONLY_STATES = ['submitted', 'approved'] as const satisfies readonly StoredState[];
export type ReadOnlyState = (typeof READ_ONLY_STATES)[number];
export const isReadOnly = (state: StoredState | undefined): state is ReadOnlyState =>
  state === 'submitted' || state === 'approved';

/**
 * Whether the year can be locked: every task in scope approved and the board's sign-off given (ADR 0113), or an
 * administrator's reason to lock regardless.
 */
export function lockDecision(states: readonly TaskState[], overrideReason: string | undefined, signedOff: boolean) {
  const pending = states.filter((s) => s !== 'approved').length;
  if (pending === 0 && signedOff) return { ok: true as const, pending };
  if (!blank(overrideReason)) return { ok: true as const, pending, override: overrideReason!.trim() };
  return { ok: false as const, pending };
}
