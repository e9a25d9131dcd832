import { describe, expect, it } from 'vitest';
import { markOf, sessionMarks, sessionOver } from './sessionMarks';
import type { SessionMark, UserRecord } from './records';

const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const user = (sessions?: Record<string, SessionMark>) => ({ tenantId: 'T1', id: 'U1', sessions }) as UserRecord;

describe('session marks on the user record (ADR 0125)', () => {
  it('sets a whole map on a user record made before marks, conditional on it having none', () => {
    const marks = { s1: { expiresAt: at(1) } };
    expect(sessionMarks(user(), marks)).toMatchObject({ op: 'entries', field: 'sessions', set: marks, absent: true });
  });

  it('sets only its own entries, removing marks past their expiry but never one it sets', () => {
    const change = sessionMarks(
      user({
        old: { expiresAt: at(-1) },
        ended: { expiresAt: at(-2), ended: true },
        live: { expiresAt: at(5) },
        s1: { expiresAt: at(-1) },
      }),
      { s1: { expiresAt: at(1), ended: true } },
    );
    expect(change).toMatchObject({ op: 'entries', set: { s1: { ended: true } }, onlyNew: false });
    expect(change.op === 'entries' && [...(change.remove ?? [])].sort()).toEqual(['ended', 'old']);
  });

  it('holds at most 100 marks: past that, those expiring soonest leave (their records still answer)', () => {
    const held = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`s${i}`, { expiresAt: at(1 + i) }]));
    const change = sessionMarks(user(held), { fresh: { expiresAt: at(24) } }, true);
    expect(change).toMatchObject({ op: 'entries', remove: ['s0'], onlyNew: true });
  });

  it('reads a record as over once ended or past its expiry; a record without expiry runs a whole sign-in', () => {
    expect(sessionOver({ expiresAt: at(1) })).toBe(false);
    expect(sessionOver({ expiresAt: at(1), ended: true })).toBe(true);
    expect(sessionOver({ expiresAt: at(-1) })).toBe(true);
    const created = new Date().toISOString();
    expect(markOf({ id: 's', userId: 'U1', createdAt: created, ended: false })).toEqual({
      expiresAt: new Date(Date.parse(created) + 30 * 24 * 3600_000).toISOString(),
    });
    const expiresAt = at(1);
    expect(markOf({ id: 's', userId: 'U1', createdAt: created, expiresAt, ended: false }, true)).toEqual({
      expiresAt,
      ended: true,
    });
  });
});
