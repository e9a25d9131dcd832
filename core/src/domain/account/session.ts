import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { getItem } from '../../infra/db/repo';
import { languageOf } from '../../schemas/common';
import { userView } from '../users';
import { forgetMembership, listSessionRecords, type Membership } from '../membership';
import { markOf, sessionMarks, sessionOver } from '../sessionMarks';
import { AppError, NotFound } from '../../errors';
import type { SessionRecord, UserRecord } from '../records';
import * as msg from '../../messages';

/** GET /api/session: who the caller is, in the shape the client stores (the spec's login response). */
export function sessionView(m: Membership) {
  return {
    user: { ...userView(m.user), language: languageOf(m.user.langKey) },
    role: { id: m.role.id, name: m.role.name, level: m.role.level, privileges: m.role.privileges },
    company: m.tenant
      ? { id: m.tenant.id, name: m.tenant.name, ...(m.tenant.nameZh && { nameZh: m.tenant.nameZh }) }
      : null,
    yearEnds: Object.fromEntries(m.periods.map((p) => [p.id, p.yearEnd])),
  };
}

/** Ends a session record and its mark on the user record (ADR 0125); its tokens answer 401 from then on. */
async function endSession(m: Membership, sessionId: string, action: string) {
  const key = keys.session(m.actor.tenantId, m.actor.userId, sessionId);
  const [record, user] = await Promise.all([
    getItem<SessionRecord>(key, true),
    getItem<UserRecord>(keys.user(m.actor.tenantId, m.actor.userId), true),
  ]);
  if (!record || !user) throw NotFound();
  if (!record.ended) {
    const endedAt = new Date().toISOString();
    await write({
      tenantId: m.actor.tenantId,
      action,
      changes: [
        { op: 'put', key, item: { ...record, ended: true, endedAt } },
        sessionMarks(user, { [sessionId]: markOf(record, true) }),
      ],
      before: { ended: false },
      after: { ended: true, endedAt },
    });
  }
  forgetMembership(m.actor.login);
}

export async function logout(m: Membership) {
  await endSession(m, m.actor.sessionId, 'session.logout');
  return { message: 'logout success' };
}

/**
 * The caller's sessions, newest first: live ones, or with `ended` also those signed out, invalidated
 * or expired (ADR 0047). An expired record ends at its expiry without a write.
 */
export async function listSessions(m: Membership, ended = false) {
  const now = new Date().toISOString();
  const records = await listSessionRecords(m.actor.tenantId, m.actor.userId);
  return records
    .filter((r) => ended || !sessionOver(r, now))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((r) => ({
      id: r.id,
      ip: r.ip,
      userAgent: r.userAgent,
      date: r.createdAt,
      current: r.id === m.actor.sessionId,
      status: r.ended ? ('signedOut' as const) : sessionOver(r, now) ? ('expired' as const) : ('live' as const),
      endedAt: r.ended ? r.endedAt : sessionOver(r, now) ? r.expiresAt : undefined,
    }));
}

/** Only the caller's own sessions can be found; anything else is 404 (spec: 'could not be invalidated'). */
export async function invalidateSession(m: Membership, sessionId: string) {
  try {
    await endSession(m, sessionId, 'session.invalidate');
  } catch (err) {
    if (err instanceof AppError && err.status === 404)
      throw new AppError(404, 'NOT_FOUND', msg.sessionInvalidateFailed);
    throw err;
  }
  return { message: 'Session invalidated.' };
}
