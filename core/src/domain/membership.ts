import { getItem, queryAll } from '../infra/db/repo';
import { factsGeneration, tenantFacts } from './tenantFacts';
import { PLATFORM_TENANT } from '../infra/db/keys';
import * as keys from '../infra/db/itemKeys';
import { markOf, sessionMarks, sessionOver, SIGN_IN_MS } from './sessionMarks';
import { write } from '../infra/db/write';
import type { AccessClaims } from '../infra/auth/verify';
import type { Actor } from '../context';
import { AppError, NotFound, Unauthorized } from '../errors';
import type {
  AuditorGrant,
  PeriodRecord,
  RoleRecord,
  SessionRecord,
  TenantRecord,
  UserLookup,
  UserRecord,
} from './records';
import { actingRole, auditorLive, auditorPeriods } from './access/auditor';

/** Everything a request needs to know about its caller, resolved once per token and cached briefly. */
export interface Membership {
  actor: Actor;
  user: UserRecord;
  role: RoleRecord;
  tenant?: TenantRecord;
  periods: PeriodRecord[];
  /** An invited auditor (ADR 0115): `periods` are their years only, `role` the fixed auditor role. */
  auditor?: AuditorGrant;
}

declare const companyBrand: unique symbol;
/** A company's tenant id: any tenant but the platform's pseudo-tenant (only `companyMembership` makes one). */
export type CompanyId = string & { readonly [companyBrand]: true };
/** The caller of a company route: their tenant is a company. */
export type CompanyActor = Omit<Actor, 'tenantId'> & { tenantId: CompanyId };
/** What the implementation of a company-scoped route (`scope: 'company'` in the contract) receives. */
export interface CompanyMembership extends Membership {
  actor: CompanyActor;
}

/**
 * The caller of a company-scoped route. Platform staff have no company: 404, the answer every
 * company route gave them before the contract said so (no company data of theirs to find).
 */
export function companyMembership(m: Membership): CompanyMembership {
  if (m.actor.tenantId === PLATFORM_TENANT) throw NotFound();
  return m as CompanyMembership;
}

/**
 * Deactivation, logout and session invalidation take effect within this window in other
 * processes, and immediately in the process that made them (docs/decisions/0003-actor-cache.md).
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; generation: number; membership: Membership }>();

/** Cognito's origin_jti survives token refreshes; cognito-local lacks it, so there each token is a session. */
export const sessionIdOf = (c: AccessClaims) => c.origin_jti ?? c.jti;

/**
 * When a session can no longer be used (ADR 0047): a Cognito sign-in (origin_jti) when its refresh
 * token runs out; a cognito-local token, which is a session of its own, when the token does.
 */
export const sessionExpiry = (c: AccessClaims) =>
  new Date(c.origin_jti ? (c.auth_time ?? c.exp) * 1000 + SIGN_IN_MS : c.exp * 1000).toISOString();

const inflight = new Map<string, Promise<Membership>>();

/** The caller behind a verified token: cached briefly, and concurrent misses share one lookup. */
export function resolveMembership(
  claims: AccessClaims,
  meta: { ip?: string; userAgent?: string },
): Promise<Membership> {
  const sessionId = sessionIdOf(claims);
  const cacheKey = `${claims.username}|${sessionId}`;
  const hit = cache.get(cacheKey);
  const fresh =
    hit &&
    Date.now() - hit.at < CACHE_MS &&
    hit.generation === factsGeneration(hit.membership.actor.tenantId) &&
    (!hit.membership.auditor || auditorLive(hit.membership.auditor));
  if (fresh) return Promise.resolve(hit.membership);
  let pending = inflight.get(cacheKey);
  if (!pending) {
    pending = load(claims, sessionId, { ...meta, expiresAt: sessionExpiry(claims) }).then((membership) => {
      cache.set(cacheKey, { at: Date.now(), generation: factsGeneration(membership.actor.tenantId), membership });
      return membership;
    });
    pending.finally(() => inflight.delete(cacheKey)).catch(() => undefined);
    inflight.set(cacheKey, pending);
  }
  return pending;
}

type SessionMeta = { ip?: string; userAgent?: string; expiresAt: string };

/**
 * Who the token names: its tenant and user claims (ADR 0085), or — a token issued without them —
 * the login lookup, a wave of its own.
 */
async function caller(claims: AccessClaims): Promise<UserLookup | undefined> {
  if (claims.esg_tenant && claims.esg_user) return { tenantId: claims.esg_tenant, userId: claims.esg_user };
  return getItem<UserLookup>(keys.login(claims.username));
}

/**
 * One read with the token's claims: the user record, which carries its sessions' marks (ADR 0125), beside
 * the (cached) tenant facts. Only a session's first call reads and writes more: it records the session.
 */
async function load(claims: AccessClaims, sessionId: string, meta: SessionMeta): Promise<Membership> {
  const lookup = await caller(claims);
  if (!lookup) throw Unauthorized();
  const [user, facts] = await Promise.all([
    getItem<UserRecord>(keys.user(lookup.tenantId, lookup.userId)),
    tenantFacts(lookup.tenantId),
  ]);
  // The claims name a user record, and it must still be this login's (a removed user finds none).
  if (!user?.activated || user.login !== claims.username) throw Unauthorized();
  const mark = user.sessions?.[sessionId];
  if (mark && sessionOver(mark)) throw Unauthorized();
  // A password reset ends every sign-in made before it, whether or not its session was recorded (ADR 0125).
  if (user.signInsFrom !== undefined && (claims.auth_time ?? claims.iat ?? 0) < user.signInsFrom) throw Unauthorized();
  // An auditor's access ends by itself at the grant's end date, like an expired session (ADR 0115).
  if (user.auditor && !auditorLive(user.auditor)) throw Unauthorized();
  const role = actingRole(user, facts.roles);
  if (!role) throw Unauthorized();
  const actor: Actor = {
    userId: user.id,
    login: user.login,
    tenantId: lookup.tenantId,
    roleId: role.id,
    level: role.level,
    privileges: role.privileges,
    sessionId,
  };
  if (!mark) await recordSession(actor, user, meta);
  if (user.auditor)
    return {
      actor,
      user,
      role,
      tenant: facts.tenant,
      periods: auditorPeriods(user.auditor, facts.periods),
      auditor: user.auditor,
    };
  return { actor, user, role, tenant: facts.tenant, periods: facts.periods };
}

/**
 * The first call of a sign-in records the session (IP, user agent, date) for the user's list, and its mark
 * on the user record. A session recorded before marks existed (ADR 0125) gets its record's mark instead —
 * refused if that record is over.
 */
async function recordSession(actor: Actor, user: UserRecord, meta: SessionMeta) {
  const key = keys.session(actor.tenantId, actor.userId, actor.sessionId);
  const earlier = await getItem<SessionRecord>(key, true);
  if (earlier && sessionOver(earlier)) throw Unauthorized();
  const record: SessionRecord = earlier ?? {
    id: actor.sessionId,
    userId: actor.userId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512),
    createdAt: new Date().toISOString(),
    expiresAt: meta.expiresAt,
    ended: false,
  };
  // Signing in is the user's act, though the request has no actor until it is recorded.
  const by = { userId: actor.userId, login: actor.login };
  const save = (holder: UserRecord) => {
    const mark = sessionMarks(holder, { [record.id]: markOf(record) }, true);
    return earlier
      ? write({ tenantId: actor.tenantId, by, action: 'session.mark', changes: [mark], audited: false })
      : write({
          tenantId: actor.tenantId,
          by,
          action: 'session.start',
          changes: [{ op: 'create', key, item: { ...record } }, mark],
          after: record,
        });
  };
  try {
    await save(user).catch((err: unknown) => {
      // A user record made before marks: another session may have just started its map; then set an entry.
      if (!user.sessions && err instanceof AppError && err.status === 409) return save({ ...user, sessions: {} });
      throw err;
    });
  } catch (err) {
    // Parallel first calls of one sign-in race to record it; the loser has nothing to do.
    if (!(err instanceof AppError && err.status === 409)) throw err;
  }
}

/** Forget cached memberships of a user (after logout, deactivation, role or profile change). */
export function forgetMembership(login: string) {
  for (const k of cache.keys()) if (k.startsWith(`${login}|`)) cache.delete(k);
}

/** Returns the other sign-in sessions too, for the profile page. */
export const listSessionRecords = (tenantId: string, userId: string) =>
  queryAll<SessionRecord>(keys.sessionPrefix(tenantId, userId));
