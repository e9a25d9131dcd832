import { ulid } from 'ulid';
import * as keys from '../infra/db/itemKeys';
import type { Change } from '../infra/db/write';
import { BadRequest } from '../errors';
import type { LangKey } from '../schemas/common';
import type { Invitation, UserRecord } from './records';
import * as msg from '../messages';

export interface NewUser {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  langKey: LangKey;
  roleId: string;
  activated: boolean;
}

/**
 * The changes that create a user: the tenant's user item plus the two global lookups,
 * whose create conditions are what enforces unique logins and e-mails (the spec's error catalogue).
 */
export function newUserChanges(tenantId: string, input: NewUser, createdBy: string, userId = ulid()) {
  const now = new Date().toISOString();
  const user: Omit<UserRecord, 'version'> = {
    id: userId,
    tenantId,
    ...input,
    createdBy,
    createdAt: now,
    modifiedBy: createdBy,
    modifiedAt: now,
    // Its sessions' marks start empty, so each session's first call sets only its own (ADR 0125).
    sessions: {},
  };
  const changes: Change[] = [
    { op: 'create', key: keys.user(tenantId, userId), item: user },
    {
      op: 'create',
      key: keys.login(input.login),
      item: { tenantId, userId },
      onExists: () => BadRequest(msg.loginInUse),
    },
    {
      op: 'create',
      key: keys.email(input.email),
      item: { tenantId, userId },
      onExists: () => BadRequest(msg.emailInUse),
    },
  ];
  return { user, changes };
}

/** What the API shows of a user (never keys or internal flags). */
export function userView(u: UserRecord) {
  return {
    id: u.id,
    login: u.login,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    langKey: u.langKey,
    activated: u.activated,
    roleId: u.roleId,
    createdBy: u.createdBy,
    createdDate: u.createdAt,
    lastModifiedBy: u.modifiedBy,
    lastModifiedDate: u.modifiedAt,
    version: u.version,
    taskDigests: u.taskDigests !== false,
    ...(!u.activated && invitationOf(u)),
  };
}

/**
 * A user invited before invitations were stored (ADR 0010 amended): not active, no `invitation`, never deactivated by
 * an administrator (`deactivatedAt`), and never signed in — no session mark (ADR 0125), no password set or reset. Their
 * link is unknown, and Resend gives them a stored one.
 */
export const unrecordedInvitee = (u: UserRecord) =>
  !u.activated &&
  !u.invitation &&
  u.deactivatedAt === undefined &&
  Object.keys(u.sessions ?? {}).length === 0 &&
  u.passwordSetAt === undefined &&
  u.signInsFrom === undefined;

const invitationOf = (u: UserRecord) => {
  if (u.invitation) return { invitation: invitationView(u.invitation) };
  return unrecordedInvitee(u) ? { invitation: { linkUnknown: true as const } } : {};
};

/** What an administrator reads of an open or revoked invitation: never its keys. */
const invitationView = ({ sentAt, expiresAt, revokedAt }: Invitation) => ({
  sentAt,
  expiresAt,
  ...(revokedAt && { revokedAt }),
});
