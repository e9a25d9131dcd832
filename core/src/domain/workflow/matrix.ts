import type { z } from 'zod';
import { awaitsReviewBy, reviewerOf } from '../../calc/workflow/machine';
import { yearProgress } from '../../calc/workflow/progress';
import type { LockOverrideView, MatrixQuery, MatrixReply, ProgressReply, TaskView } from '../../schemas/workflow';
import type { Membership } from '../membership';
import { taskView, yearFacts, yearTasks, type YearFacts } from './tasks';

/** The administrator's reason for locking the year regardless, kept on the period (lock.ts). */
export type LockOverride = z.infer<typeof LockOverrideView>;

const views = (facts: YearFacts) => yearTasks(facts).map(({ page, scope }) => taskView(facts, page, scope));

function reply(facts: YearFacts, tasks: TaskView[]): MatrixReply {
  const override = (facts.year.period as { lockOverride?: LockOverride }).lockOverride;
  return {
    yearEnd: facts.year.period.yearEnd,
    today: facts.today,
    locked: facts.year.period.printed,
    ...(override && facts.year.period.printed ? { lockOverride: override } : {}),
    tasks,
  };
}

/**
 * GET /api/workflow/{year}: the year as a matrix of tasks (docs/decisions/0102-the-years-review-workflow.md) —
 * every page of its rule set and every location of a resource page — with state, owners and due date,
 * filtered by owner, section, location and state.
 */
export async function yearMatrix(m: Membership, yearEnd: string, q: z.output<typeof MatrixQuery>) {
  const facts = await yearFacts(m, yearEnd);
  const tasks = views(facts).filter(
    (t) =>
      (!q.owner || t.owners.some((o) => o.userId === q.owner)) &&
      (!q.section || t.section === q.section) &&
      (!q.location || t.location?.id === q.location) &&
      (!q.state || t.state === q.state),
  );
  return reply(facts, tasks);
}

/** Overdue first, then by due date (none last), then in the navigation's order. */
const urgency = (a: TaskView, b: TaskView) =>
  Number(b.overdue) - Number(a.overdue) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/**
 * A task sent back (returned, or reopened and not yet resubmitted) is owed by its last submitter as well as its
 * owners: the return or reopen mail sent them to Home (ADR 0114), so My tasks names it to them.
 */
const sentBackTo = (t: TaskView, userId: string) =>
  t.submittedBy?.userId === userId && (t.state === 'returned' || t.note?.kind === 'reopened');

/**
 * GET /api/workflow/{year}/mine: what waits for the signed-in user — tasks they own (and may still own: their role
 * writes the page) that are not submitted or approved, a task sent back to them as its last submitter, and for a reviewer (`pages:review`) the
 * submitted tasks they may approve or return: not their own submissions unless they may approve their own with a
 * reason (`users:manage`, the state machine's rule) — overdue first (ADR 0102). None in a printed year.
 */
export async function myTasks(m: Membership, yearEnd: string) {
  const facts = await yearFacts(m, yearEnd);
  // A printed year takes no submission, review or edit: nothing waits for anyone (the matrix still shows the states).
  if (facts.year.period.printed) return reply(facts, []);
  const { userId, privileges } = m.actor;
  const actor = reviewerOf(userId, privileges);
  const waiting = (t: TaskView) =>
    t.state === 'submitted'
      ? awaitsReviewBy({ state: t.state, submittedBy: t.submittedBy?.userId }, actor)
      : t.state !== 'approved' && (t.owners.some((o) => o.userId === userId && o.active) || sentBackTo(t, userId));
  return reply(facts, views(facts).filter(waiting).sort(urgency));
}

/** GET /api/workflow/{year}/progress: the share approved by section and location, the overdue, the deadline (ADR 0114). */
export async function progressOf(m: Membership, yearEnd: string): Promise<ProgressReply> {
  const facts = await yearFacts(m, yearEnd);
  return { yearEnd, today: facts.today, ...yearProgress(views(facts), yearEnd, facts.today) };
}
