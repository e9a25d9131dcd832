import type { LangKey } from '../schemas/common';
import type { Privilege } from '../vocabulary/privileges';

/** Stored shapes of the tenant master items (ADR 0004). Every mutable item carries `version`. */
export interface UserRecord {
  id: string;
  tenantId: string;
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  langKey: LangKey;
  roleId: string;
  activated: boolean;
  /** An invited assurance provider's user: their years and end of access (ADR 0115). */
  auditor?: AuditorGrant;
  /** An invitation not accepted yet, or revoked (ADR 0010 amended); removed when the invitee activates. */
  invitation?: Invitation;
  /** When an administrator last deactivated the user (ADR 0010 amended): a user deactivated, never an invitee. */
  deactivatedAt?: string;
  /** False: the user turned off the daily task digest (ADR 0114). */
  taskDigests?: boolean;
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
  version: number;
  /** Each recorded sign-in session's state, by session id, so a cache miss reads this one item (ADR 0125). */
  sessions?: Record<string, SessionMark>;
  /**
   * Seconds since the epoch of the last password reset: a token of a sign-in before it is refused, recorded as a
   * session or not (ADR 0125).
   */
  signInsFrom?: number;
  /**
   * Milliseconds since the epoch when the password was last set (a reset or a change): a reset link mailed before it
   * no longer resets it (oneTimeKeys.ts `issuedBefore`, ADR 0063 amended).
   */
  passwordSetAt?: number;
}

/** A session's state kept on its user's record beside the session record, written in the same transaction. */
export interface SessionMark {
  /** The session record's expiry: from then on the mark can go, as the session's tokens are refused anyway. */
  expiresAt: string;
  ended?: boolean;
}

/**
 * An invitation the invitee has not accepted: when its mail went, when its link stops working (the activation key's
 * expiry), its password key (voided with the activation key), and who revoked it, when (ADR 0010 amended).
 */
export interface Invitation {
  sentAt: string;
  expiresAt: string;
  resetKey?: { pk: string; sk: string };
  revokedAt?: string;
  revokedBy?: string;
}

/** What an auditor's invitation grants: read-only access to these years until `until` (ISO date, exclusive). */
export interface AuditorGrant {
  years: string[];
  until: string;
  firm: string;
}

export interface RoleRecord {
  id: string;
  name: string;
  level: number;
  privileges: Privilege[];
  version: number;
}

export interface TenantRecord {
  id: string;
  name: string;
  nameZh?: string;
  langKey: LangKey;
  version: number;
}

/** A company period (reporting year). Printed years are locked (the spec's states). */
export interface PeriodRecord {
  id: string;
  yearEnd: string;
  startDate: string;
  endDate: string;
  financialYearStartDate: string;
  financialYearEndDate: string;
  printed: boolean;
  version: number;
  /**
   * Each time the printed year was reopened to correct it (docs/decisions/0118-restatement.md), oldest first: the
   * year's version is one more than their count.
   */
  restatements?: Restatement[];
}

/** A printed year reopened by its company's administrator: why, by whom, when, and which version it opened. */
export interface Restatement {
  version: number;
  reason: string;
  by: string;
  at: string;
}

/** The year's version: 1 until it is first restated. */
export const yearVersion = (p: Pick<PeriodRecord, 'restatements'>) => (p.restatements?.length ?? 0) + 1;

export interface SessionRecord {
  id: string;
  userId: string;
  ip?: string;
  userAgent?: string;
  createdAt: string;
  /** When the sign-in can no longer be renewed (ADR 0047); absent on records made before it. */
  expiresAt?: string;
  ended: boolean;
  endedAt?: string;
}

/** Global lookup from login or e-mail to the user it names. */
export interface UserLookup {
  tenantId: string;
  userId: string;
}
