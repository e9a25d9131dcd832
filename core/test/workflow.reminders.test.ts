import { describe, expect, it } from 'vitest';
import { hongKongDate } from '../src/lib/dates';
import { addDays, markerOf, planReminders, type ReminderTask, type ReminderUser } from '../src/calc/workflow/reminders';

/** Reminder scheduling (docs/decisions/0114-task-reminders.md): Hong Kong days, once a day, one digest per user. */
const user = (id: string, u: Partial<ReminderUser> = {}): [string, ReminderUser] => [
  id,
  { id, active: true, digests: true, reviewer: false, administrator: false, ...u },
];
const users = new Map<string, ReminderUser>([
  user('ann'),
  user('ben'),
  user('cat', { digests: false }),
  user('dan', { active: false }),
]);
const task = (id: string, t: Partial<ReminderTask>): ReminderTask => ({ id, state: 'open', owners: ['ann'], ...t });
const plan = (now: Date, tasks: ReminderTask[], sent: string[] = []) =>
  planReminders({ today: hongKongDate(now), tasks, users, sent: new Set(sent) });

describe('reminder scheduling in Asia/Hong_Kong', () => {
  // 17:30 UTC on 30 January is 01:30 on 31 January in Hong Kong.
  const lateUtc = new Date('2026-01-30T17:30:00Z');

  it('counts days in Hong Kong: past midnight there, yesterday’s due date is overdue', () => {
    expect(hongKongDate(lateUtc)).toBe('2026-01-31');
    const mails = plan(lateUtc, [task('a#_', { dueDate: '2026-01-30' }), task('b#_', { dueDate: '2026-01-31' })]);
    expect(mails).toEqual([expect.objectContaining({ userId: 'ann', kind: 'digest', overdue: ['a#_'], dueSoon: [] })]);
  });

  it('names a task due today in no digest: it is neither three days off nor overdue', () => {
    const today = hongKongDate(lateUtc);
    expect(plan(lateUtc, [task('a#_', { dueDate: today })])).toEqual([]);
    // …the day after, it is overdue.
    const tomorrow = new Date(lateUtc.getTime() + 86_400_000);
    expect(plan(tomorrow, [task('a#_', { dueDate: today })])[0]).toMatchObject({ overdue: ['a#_'] });
  });

  it('reminds three days before the due date, in the same digest as what is overdue', () => {
    const today = hongKongDate(lateUtc);
    const mails = plan(lateUtc, [
      task('soon#_', { dueDate: addDays(today, 3) }),
      task('later#_', { dueDate: addDays(today, 4) }),
      task('late#_', { dueDate: addDays(today, -5) }),
    ]);
    expect(mails).toEqual([
      {
        userId: 'ann',
        kind: 'digest',
        tasks: [],
        dueSoon: ['soon#_'],
        overdue: ['late#_'],
        review: [],
        markers: [markerOf(today, 'ann', 'digest')],
      },
    ]);
  });

  it('sends the digest at most once a day, per user, whatever the number of tasks', () => {
    const today = hongKongDate(lateUtc);
    const tasks = [
      task('a#_', { dueDate: '2025-12-01', owners: ['ann', 'ben'] }),
      task('b#_', { dueDate: '2025-12-02', owners: ['ann'] }),
    ];
    const first = plan(lateUtc, tasks);
    expect(first.map((m) => [m.userId, m.kind, m.overdue])).toEqual([
      ['ann', 'digest', ['a#_', 'b#_']],
      ['ben', 'digest', ['a#_']],
    ]);
    // The next run that day finds the markers: nothing again. The next day: again.
    expect(
      plan(
        lateUtc,
        tasks,
        first.flatMap((m) => m.markers),
      ),
    ).toEqual([]);
    const nextDay = new Date(lateUtc.getTime() + 86_400_000);
    expect(
      plan(
        nextDay,
        tasks,
        first.flatMap((m) => m.markers),
      ),
    ).toHaveLength(2);
    expect(today).toBe('2026-01-31');
  });

  it('leaves out submitted and approved tasks, deactivated users, and digests a user turned off', () => {
    const due = { dueDate: '2025-12-01' };
    expect(
      plan(lateUtc, [
        task('s#_', { ...due, state: 'submitted' }),
        task('p#_', { ...due, state: 'approved' }),
        task('d#_', { ...due, owners: ['dan'] }),
        task('c#_', { ...due, owners: ['cat'] }),
      ]),
    ).toEqual([]);
  });

  it('mails new owners on the day of assignment and owners and submitter on the day of return, once per task', () => {
    const today = hongKongDate(lateUtc);
    const tasks = [
      task('a#_', { owners: ['ann', 'cat'], assignedOn: today, assignedTo: ['cat'] }),
      task('b#_', { owners: ['ann', 'cat'], assignedOn: today, assignedTo: ['cat'] }),
      task('r#_', { state: 'returned', owners: ['ann'], submittedBy: 'ben', returnedOn: today }),
      task('old#_', { owners: ['ann'], assignedOn: addDays(today, -1), assignedTo: ['ann'] }),
    ];
    const mails = plan(lateUtc, tasks);
    expect(mails.map((m) => [m.userId, m.kind, m.tasks])).toEqual([
      ['cat', 'assigned', ['a#_', 'b#_']],
      ['ann', 'returned', ['r#_']],
      ['ben', 'returned', ['r#_']],
    ]);
    // Retried later that day (one mail failed): only the one not marked goes again.
    const sent = mails.filter((m) => m.userId !== 'ben').flatMap((m) => m.markers);
    expect(plan(lateUtc, tasks, sent).map((m) => [m.userId, m.kind])).toEqual([['ben', 'returned']]);
  });

  it('mails owners and submitter on the day an approved task is reopened, once; an unowned one its submitter', () => {
    const today = hongKongDate(lateUtc);
    const tasks = [
      task('o#_', { owners: ['ann'], submittedBy: 'ben', reopenedOn: today }),
      task('u#_', { owners: [], submittedBy: 'ben', reopenedOn: today }),
      task('y#_', { owners: ['ann'], reopenedOn: addDays(today, -1) }),
    ];
    const mails = plan(lateUtc, tasks);
    expect(mails.map((m) => [m.userId, m.kind, m.tasks])).toEqual([
      ['ann', 'reopened', ['o#_']],
      ['ben', 'reopened', ['o#_', 'u#_']],
    ]);
    expect(
      plan(
        lateUtc,
        tasks,
        mails.flatMap((m) => m.markers),
      ),
    ).toEqual([]);
  });

  it('mails a second return or reopen of the same page on the same day, each once', () => {
    const today = hongKongDate(lateUtc);
    const first = [
      task('r#_', { state: 'returned', owners: ['ann'], returnedOn: today, sentBackAt: '2025-03-03T01:00:00.000Z' }),
      task('o#_', { owners: ['ann'], reopenedOn: today, sentBackAt: '2025-03-03T01:00:00.000Z' }),
    ];
    const sent = plan(lateUtc, first).flatMap((m) => m.markers);
    expect(plan(lateUtc, first, sent)).toEqual([]);
    // Resubmitted, then returned (reopened) again with a new comment: the new event is mailed, once.
    const again = first.map((t) => ({ ...t, sentBackAt: '2025-03-03T05:00:00.000Z' }));
    const mails = plan(lateUtc, again, sent);
    expect(mails.map((m) => [m.userId, m.kind, m.tasks])).toEqual([
      ['ann', 'returned', ['r#_']],
      ['ann', 'reopened', ['o#_']],
    ]);
    expect(plan(lateUtc, again, [...sent, ...mails.flatMap((m) => m.markers)])).toEqual([]);
  });
});

/**
 * The review queue in the digest (ADR 0114, ADR 0102's reviewer's queue): a submitted page is named, every day it
 * waits, to each reviewer who may approve or return it, by My tasks' rule.
 */
describe('pages waiting for review in the daily digest', () => {
  const today = '2026-03-02';
  const team = new Map<string, ReminderUser>([
    user('own'), // an owner, no reviewer
    user('rev', { reviewer: true }),
    user('adm', { reviewer: true, administrator: true }),
    user('off', { reviewer: true, digests: false }),
    user('gone', { reviewer: true, active: false }),
  ]);
  const submitted = (id: string, submittedBy: string) =>
    task(id, { state: 'submitted', owners: ['own'], submittedBy, dueDate: '2026-02-01' });
  const planFor = (tasks: ReminderTask[], sent: string[] = [], day = today, users = team) =>
    planReminders({ today: day, tasks, users, sent: new Set(sent) });

  it('names a submitted page to each reviewer in one digest, not to its owner, not after it is approved', () => {
    const tasks = [submitted('s#_', 'own'), task('a#_', { state: 'approved', owners: ['own'], submittedBy: 'own' })];
    expect(planFor(tasks)).toEqual(
      ['rev', 'adm'].map((userId) => ({
        userId,
        kind: 'digest',
        tasks: [],
        dueSoon: [],
        overdue: [],
        review: ['s#_'],
        markers: [markerOf(today, userId, 'digest')],
      })),
    );
  });

  it('does not name a reviewer’s own submission, unless they may approve their own (an administrator)', () => {
    const mails = planFor([submitted('r#_', 'rev'), submitted('m#_', 'adm')]);
    expect(mails.map((m) => [m.userId, m.review])).toEqual([
      ['adm', ['r#_', 'm#_']],
      ['rev', ['m#_']],
    ]);
    expect(planFor([submitted('r#_', 'rev')]).map((m) => m.userId)).toEqual(['adm']);
  });

  it('sends none to a reviewer who turned digests off, nor to a deactivated one', () => {
    // Of the five users, the two active reviewers with digests on: not `off`, not `gone`, not the owner.
    expect(planFor([submitted('s#_', 'own')]).map((m) => m.userId)).toEqual(['rev', 'adm']);
  });

  it('sends it once a day, and again the next day while the page waits', () => {
    const tasks = [submitted('s#_', 'own')];
    const sent = planFor(tasks).flatMap((m) => m.markers);
    expect(planFor(tasks, sent)).toEqual([]);
    expect(planFor(tasks, sent, addDays(today, 1)).map((m) => [m.userId, m.review])).toEqual([
      ['rev', ['s#_']],
      ['adm', ['s#_']],
    ]);
  });

  it('gives an owner who is also a reviewer one digest with both lists', () => {
    const tasks = [
      task('o#_', { owners: ['rev'], dueDate: addDays(today, -1) }),
      task('d#_', { owners: ['rev'], dueDate: addDays(today, 3) }),
      submitted('s#_', 'own'),
    ];
    const mails = planFor(tasks).filter((m) => m.userId === 'rev');
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'digest', overdue: ['o#_'], dueSoon: ['d#_'], review: ['s#_'] }),
    ]);
  });
});
