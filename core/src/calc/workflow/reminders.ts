import { awaitsReviewBy, type StoredState } from './machine';

/**
 * Which task mails are due (docs/decisions/0114-task-reminders.md). Pure: the days are Hong Kong calendar days
 * (`hongKongDate`), computed by the caller, so a test decides "today" without a clock.
 */

/** Days before its due date a task is reminded of. */
export const DUE_SOON_DAYS = 3;

export interface ReminderTask {
  /** `<page>#<scope>`, the task's id in the year. */
  id: string;
  state: StoredState;
  owners: readonly string[];
  dueDate?: string;
  /** The Hong Kong day owners were last added, and who was added (they get the assignment mail). */
  assignedOn?: string;
  assignedTo?: readonly string[];
  /** The Hong Kong day it was returned, and who submitted it (owners and submitter get the return mail). */
  returnedOn?: string;
  /** The Hong Kong day a reviewer reopened it once approved (owners and submitter get the reopen mail). */
  reopenedOn?: string;
  /**
   * When it was returned or reopened (its note's time): the event its return or reopen mail is about. Its markers
   * carry it, so a second return (reopen) of the same page on the same day is mailed too, each event once.
   */
  sentBackAt?: string;
  submittedBy?: string;
}

export interface ReminderUser {
  id: string;
  /** Active: deactivated users get no mail. */
  active: boolean;
  /** The user's setting: false turns off the daily digest (assignment and return mails still come). */
  digests: boolean;
  /** Holds `pages:review`: the digest names the submitted pages waiting for their review. */
  reviewer: boolean;
  /** Holds `users:manage`: may approve their own submission with a reason, so it waits for them too. */
  administrator: boolean;
}

export type ReminderKind = 'assigned' | 'returned' | 'reopened' | 'digest';

/** One mail to one user: the tasks it names, and the markers that make it once per task and day. */
export interface PlannedMail {
  userId: string;
  kind: ReminderKind;
  /** assigned / returned / reopened: the tasks; digest: the three lists. */
  tasks: readonly string[];
  dueSoon: readonly string[];
  overdue: readonly string[];
  /** The submitted tasks waiting for the user's review (a digest's). */
  review: readonly string[];
  /**
   * One marker per task (assigned, returned, reopened) or one per user (digest), each `<day>#<user>#<kind>[#<task>]`;
   * a return's or a reopen's ends with the event's time (`#<task>#<at>`).
   */
  markers: readonly string[];
}

/** `day` plus `n` calendar days (YYYY-MM-DD, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Still owed by its owners: neither waiting for review nor approved. */
const owed = (t: ReminderTask) => t.state === 'open' || t.state === 'returned';

/** Who hears of a task sent back (returned, reopened): its owners and its submitter, each once. */
export const ownersAndSubmitter = (t: { owners: readonly string[]; submittedBy?: string }) => [
  ...new Set([...t.owners, ...(t.submittedBy ? [t.submittedBy] : [])]),
];

/** The mails that name tasks, one marker per task. */
const TASK_KINDS = ['assigned', 'returned', 'reopened'] as const;
type TaskKind = (typeof TASK_KINDS)[number];

export const markerOf = (day: string, userId: string, kind: ReminderKind, taskId?: string, eventAt?: string) =>
  [day, userId, kind, ...(taskId ? [taskId] : []), ...(taskId && eventAt ? [eventAt] : [])].join('#');

/**
 * The mails due `today` that `sent` (the day's markers) does not hold yet, per user: one assignment mail naming
 * the tasks they were given today, one return mail naming the tasks returned to them today, one reopen mail naming
 * the approved tasks reopened today (both to the owners and the submitter), and one digest naming
 * what falls due in three days, what is overdue and what waits for their review (`awaitsReviewBy`, the rule of My
 * tasks) — the digest at most once a day, and not for a user who turned digests off. A task that is no longer owed
 * (submitted, approved) is named to no owner; a submitted one is named to each reviewer it waits for, every day.
 */
export function planReminders(input: {
  today: string;
  tasks: readonly ReminderTask[];
  users: ReadonlyMap<string, ReminderUser>;
  sent: ReadonlySet<string>;
}): PlannedMail[] {
  const { today, tasks, users, sent } = input;
  const soon = addDays(today, DUE_SOON_DAYS);
  const byUser = new Map<
    string,
    Record<TaskKind, { id: string; marker: string }[]> & Record<'dueSoon' | 'overdue' | 'review', string[]>
  >();
  const of = (userId: string) => {
    let u = byUser.get(userId);
    if (!u)
      byUser.set(userId, (u = { assigned: [], returned: [], reopened: [], dueSoon: [], overdue: [], review: [] }));
    return u;
  };
  const reviewers = [...users.values()].filter((u) => u.active && u.reviewer);
  const name = (userId: string, kind: TaskKind, t: ReminderTask, eventAt?: string) => {
    const marker = markerOf(today, userId, kind, t.id, eventAt);
    if (!sent.has(marker)) of(userId)[kind].push({ id: t.id, marker });
  };
  // A task sent back today (returned, reopened): its owners and its submitter hear of it, once per event.
  const sentBack = (t: ReminderTask, kind: 'returned' | 'reopened') => {
    for (const userId of ownersAndSubmitter(t)) name(userId, kind, t, t.sentBackAt);
  };
  for (const t of tasks) {
    for (const r of reviewers) if (awaitsReviewBy(t, { ...r, userId: r.id })) of(r.id).review.push(t.id);
    if (!owed(t)) continue;
    if (t.assignedOn === today)
      for (const userId of t.assignedTo ?? []) if (t.owners.includes(userId)) name(userId, 'assigned', t);
    if (t.state === 'returned' && t.returnedOn === today) sentBack(t, 'returned');
    if (t.state === 'open' && t.reopenedOn === today) sentBack(t, 'reopened');
    if (t.dueDate === soon) for (const userId of t.owners) of(userId).dueSoon.push(t.id);
    else if (t.dueDate && t.dueDate < today) for (const userId of t.owners) of(userId).overdue.push(t.id);
  }
  const mails: PlannedMail[] = [];
  for (const [userId, u] of byUser) {
    const user = users.get(userId);
    if (!user?.active) continue;
    const none: string[] = [];
    for (const kind of TASK_KINDS)
      if (u[kind].length)
        mails.push({
          userId,
          kind,
          tasks: u[kind].map((x) => x.id),
          dueSoon: none,
          overdue: none,
          review: none,
          markers: u[kind].map((x) => x.marker),
        });
    const digest = markerOf(today, userId, 'digest');
    if (user.digests && (u.dueSoon.length || u.overdue.length || u.review.length) && !sent.has(digest))
      mails.push({
        userId,
        kind: 'digest',
        tasks: none,
        dueSoon: u.dueSoon,
        overdue: u.overdue,
        review: u.review,
        markers: [digest],
      });
  }
  return mails;
}
