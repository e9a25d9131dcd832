import { describe, expect, it } from 'vitest';
import {
  decide,
  isReadOnly,
  lockDecision,
  taskState,
  type Action,
  type StoredState,
  type TaskActor,
} from '../src/calc/workflow/machine';

const owner: TaskActor = { userId: 'OWNER', canWrite: true, reviewer: false, administrator: false };
const reviewer: TaskActor = { userId: 'REVIEWER', canWrite: true, reviewer: true, administrator: false };
const admin: TaskActor = { userId: 'ADMIN', canWrite: true, reviewer: true, administrator: true };
const reader: TaskActor = { userId: 'READER', canWrite: false, reviewer: false, administrator: false };

const submit: Action = { kind: 'submit', checks: [] };
const approve: Action = { kind: 'approve', openComments: 0 };
const giveBack: Action = { kind: 'return', comment: 'March is missing' };
const reopen: Action = { kind: 'reopen', reason: 'The auditor found an error' };
const STORED: StoredState[] = ['open', 'submitted', 'returned', 'approved'];

describe('a task of the year as the user sees it', () => {
  it('is not started until its page holds data, then in progress; later states are as stored', () => {
    expect(taskState(undefined, false)).toBe('notStarted');
    expect(taskState('open', false)).toBe('notStarted');
    expect(taskState(undefined, true)).toBe('inProgress');
    expect(taskState('open', true)).toBe('inProgress');
    for (const s of ['submitted', 'returned', 'approved'] as const) expect(taskState(s, false)).toBe(s);
  });
});

describe('submitting a page for review', () => {
  it('is allowed from open and returned, and records who submitted', () => {
    for (const state of ['open', 'returned'] as const)
      expect(decide({ state }, submit, owner)).toEqual({ ok: true, next: 'submitted', submittedBy: 'OWNER' });
  });

  it('is refused when already submitted or approved', () => {
    for (const state of ['submitted', 'approved'] as const)
      expect(decide({ state }, submit, owner)).toEqual({ ok: false, refusal: 'taskNotSubmittable' });
  });

  it('is refused to a user who cannot enter the page, before anything else', () => {
    expect(decide({ state: 'approved' }, submit, reader)).toMatchObject({ refusal: 'notWriter' });
  });

  it('is refused with the list when the page’s checks fail', () => {
    const checks = [
      { path: 'policy', message: 'Required' },
      { path: 'A1.2', message: 'Choose comply or explain' },
    ];
    expect(decide({ state: 'open' }, { kind: 'submit', checks }, owner)).toEqual({
      ok: false,
      refusal: 'taskChecksFailed',
      issues: checks,
    });
  });
});

describe('returning a page with a comment', () => {
  it('turns a submitted page into a returned one', () => {
    expect(decide({ state: 'submitted', submittedBy: 'OWNER' }, giveBack, reviewer)).toEqual({
      ok: true,
      next: 'returned',
    });
  });

  it('needs a comment', () => {
    for (const comment of ['', '   '])
      expect(decide({ state: 'submitted' }, { kind: 'return', comment }, reviewer)).toMatchObject({
        refusal: 'commentRequired',
      });
  });

  it('is for reviewers only, and only of a submitted page', () => {
    expect(decide({ state: 'submitted' }, giveBack, owner)).toMatchObject({ refusal: 'reviewerOnly' });
    for (const state of STORED.filter((s) => s !== 'submitted'))
      expect(decide({ state }, giveBack, reviewer)).toMatchObject({ refusal: 'taskNotSubmitted' });
  });
});

describe('approving a page', () => {
  it('approves another user’s submission', () => {
    expect(decide({ state: 'submitted', submittedBy: 'OWNER' }, approve, reviewer)).toEqual({
      ok: true,
      next: 'approved',
    });
  });

  it('is for reviewers only, and only of a submitted page', () => {
    expect(decide({ state: 'submitted', submittedBy: 'X' }, approve, owner)).toMatchObject({
      refusal: 'reviewerOnly',
    });
    for (const state of STORED.filter((s) => s !== 'submitted'))
      expect(decide({ state, submittedBy: 'OWNER' }, approve, reviewer)).toMatchObject({
        refusal: 'taskNotSubmitted',
      });
  });

  it('refuses a reviewer’s own submission', () => {
    expect(decide({ state: 'submitted', submittedBy: 'REVIEWER' }, approve, reviewer)).toMatchObject({
      refusal: 'ownSubmission',
    });
    // A reason does not help a reviewer who is no administrator.
    const withReason: Action = { kind: 'approve', openComments: 0, overrideReason: 'Nobody else' };
    expect(decide({ state: 'submitted', submittedBy: 'REVIEWER' }, withReason, reviewer)).toMatchObject({
      refusal: 'ownSubmission',
    });
  });

  it('lets an administrator approve their own submission only with a reason, which it records', () => {
    const task = { state: 'submitted' as const, submittedBy: 'ADMIN' };
    expect(decide(task, approve, admin)).toMatchObject({ refusal: 'ownSubmission' });
    expect(decide(task, { kind: 'approve', openComments: 0, overrideReason: '  ' }, admin)).toMatchObject({
      refusal: 'ownSubmission',
    });
    expect(decide(task, { kind: 'approve', openComments: 0, overrideReason: ' Sole reviewer ' }, admin)).toEqual({
      ok: true,
      next: 'approved',
      override: 'Sole reviewer',
    });
  });

  it('is blocked by an open comment', () => {
    expect(
      decide({ state: 'submitted', submittedBy: 'OWNER' }, { kind: 'approve', openComments: 1 }, reviewer),
    ).toMatchObject({ refusal: 'openComments' });
  });
});

describe('reopening an approved page', () => {
  it('opens it again with a reason', () => {
    expect(decide({ state: 'approved' }, reopen, reviewer)).toEqual({ ok: true, next: 'open' });
  });

  it('needs a reason, a reviewer and an approved page', () => {
    expect(decide({ state: 'approved' }, { kind: 'reopen', reason: ' ' }, reviewer)).toMatchObject({
      refusal: 'reasonRequired',
    });
    expect(decide({ state: 'approved' }, reopen, owner)).toMatchObject({ refusal: 'reviewerOnly' });
    for (const state of STORED.filter((s) => s !== 'approved'))
      expect(decide({ state }, reopen, reviewer)).toMatchObject({ refusal: 'taskNotApproved' });
  });
});

describe('withdrawing a submission no reviewer has acted on', () => {
  const withdraw: Action = { kind: 'withdraw' };
  const submitted = { state: 'submitted' as const, submittedBy: 'OWNER' };

  it('takes the submitter, or anyone who may write the page, back to open', () => {
    expect(decide(submitted, withdraw, owner)).toEqual({ ok: true, next: 'open' });
    expect(decide(submitted, withdraw, reviewer)).toEqual({ ok: true, next: 'open' });
    const formerWriter: TaskActor = { ...reader, userId: 'OWNER' };
    expect(decide(submitted, withdraw, formerWriter)).toEqual({ ok: true, next: 'open' });
  });

  it('is refused to a user who may only read the page', () => {
    expect(decide(submitted, withdraw, reader)).toEqual({ ok: false, refusal: 'notWriter' });
  });

  it('is refused once a reviewer has acted, and before any submission', () => {
    for (const state of ['open', 'returned', 'approved'] as const)
      expect(decide({ state, submittedBy: 'OWNER' }, withdraw, owner)).toEqual({
        ok: false,
        refusal: 'taskNotWithdrawable',
      });
  });

  it('leaves a task that can be edited and submitted again', () => {
    const next = decide(submitted, withdraw, owner);
    expect(next.ok && isReadOnly(next.next)).toBe(false);
    expect(next.ok && decide({ state: next.next }, submit, owner)).toMatchObject({ ok: true, next: 'submitted' });
  });
});

describe('which tasks take no change to their data', () => {
  it('is a task under review or approved; an open or returned one is edited', () => {
    expect(STORED.filter(isReadOnly)).toEqual(['submitted', 'approved']);
    expect(isReadOnly(undefined)).toBe(false);
  });
});

describe('locking the year', () => {
  it('needs every task approved and the board’s sign-off', () => {
    expect(lockDecision(['approved', 'approved'], undefined, true)).toEqual({ ok: true, pending: 0 });
    expect(lockDecision(['approved', 'submitted', 'notStarted'], undefined, true)).toEqual({ ok: false, pending: 2 });
    // Every page approved, the board not signed off yet (ADR 0113).
    expect(lockDecision(['approved', 'approved'], undefined, false)).toEqual({ ok: false, pending: 0 });
  });

  it('takes an administrator’s reason instead, and keeps it', () => {
    expect(lockDecision(['returned'], '  ', true)).toEqual({ ok: false, pending: 1 });
    expect(lockDecision(['returned'], 'Board met early', false)).toEqual({
      ok: true,
      pending: 1,
      override: 'Board met early',
    });
    expect(lockDecision(['approved'], 'The board meets after the deadline', false)).toEqual({
      ok: true,
      pending: 0,
      override: 'The board meets after the deadline',
    });
  });
});
