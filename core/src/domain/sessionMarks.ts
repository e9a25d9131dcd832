import * as keys from '../infra/db/itemKeys';
import type { Change } from '../infra/db/write';
import type { SessionMark, SessionRecord, UserRecord } from './records';

/** Cognito's refresh-token lifetime (the default; stacks/auth.ts leaves it): how long one sign-in renews. */
export const SIGN_IN_MS = 30 * 24 * 3600_000;

/** Marks a user record holds before the soonest to expire leave it (ADR 0125: a session without one reads its record). */
const MAX_MARKS = 100;
/** Marks removed at most per write, to keep one update expression small. */
const PRUNE = 50;

/** A session is over once ended (sign-out, invalidation) or past its expiry. */
export const sessionOver = (s: SessionRecord | SessionMark, now = new Date().toISOString()) =>
  Boolean(s.ended) || (s.expiresAt !== undefined && s.expiresAt <= now);

/** The mark of a session record; one recorded before ADR 0047 has no expiry and may run for a whole sign-in. */
export const markOf = (s: SessionRecord, ended = s.ended): SessionMark => ({
  expiresAt: s.expiresAt ?? new Date(Date.parse(s.createdAt) + SIGN_IN_MS).toISOString(),
  ...(ended ? { ended: true } : {}),
});

/**
 * The change that sets these sessions' marks on their user's record (ADR 0125), dropping marks past their
 * expiry and, past MAX_MARKS, those expiring soonest. `user` is the record as last read: whether it has a
 * map of marks yet, and which marks it holds. `onlyNew`: a mark copied from a session record read just now,
 * which must not overwrite one written since (a sign-out's).
 */
export function sessionMarks(user: UserRecord, marks: Record<string, SessionMark>, onlyNew = false): Change {
  const key = keys.user(user.tenantId, user.id);
  if (!user.sessions) return { op: 'entries', key, field: 'sessions', set: marks, absent: true };
  const now = new Date().toISOString();
  const held = Object.entries(user.sessions)
    .filter(([id]) => !(id in marks))
    .sort(([, a], [, b]) => a.expiresAt.localeCompare(b.expiresAt));
  const over = held.length + Object.keys(marks).length - MAX_MARKS;
  const remove = held
    .filter(([, mark], i) => i < over || mark.expiresAt <= now)
    .slice(0, PRUNE)
    .map(([id]) => id);
  return { op: 'entries', key, field: 'sessions', set: marks, remove, onlyNew };
}
