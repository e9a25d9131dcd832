import { ulid } from 'ulid';
import { type Key } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { createInvitedIdentity } from '@esg/core/infra/auth/cognito';
import type { Privilege } from '@esg/core/vocabulary/privileges';
import type { UserRecord } from '@esg/core/domain/records';
import { newUserChanges } from '@esg/core/domain/users';
import { invitationKeys } from '@esg/core/domain/access/invite';
import { whoIs } from './tenants';

/**
 * A role of its own in the company of `like`, so tests that edit roles never touch the seeded
 * ones other test files rely on (there is no create-role call: roles are seeded per company).
 */
export async function freshRole(like: string, level = 1, privileges: Privilege[] = ['company:read']) {
  const { tenantId } = await whoIs(like);
  const id = ulid();
  const item = { id, name: `Test role ${id.slice(-6)}`, level, privileges };
  await runInContext({ requestId: ulid() }, () =>
    write({ tenantId, action: 'test.role', changes: [{ op: 'create', key: keys.role(tenantId, id), item }] }),
  );
  return { ...item, tenantId };
}

/** The stored version of an item (0 when it does not exist yet), read consistently. */
export const versionOf = async (key: Key) => (await getItem<{ version: number }>(key, true))?.version ?? 0;

/** A user's stored record, read consistently. */
export const userRecord = async (tenantId: string, userId: string) =>
  (await getItem<UserRecord>(keys.user(tenantId, userId), true))!;

/** Deactivates a user as stored, without the administrator's route (its tokens are not ended): an owner gone. */
export async function deactivateRecord(tenantId: string, userId: string) {
  const { version } = await userRecord(tenantId, userId);
  const change = {
    op: 'update' as const,
    key: keys.user(tenantId, userId),
    expectedVersion: version,
    set: { activated: false },
  };
  await runInContext({ requestId: ulid() }, () => write({ tenantId, action: 'test.deactivate', changes: [change] }));
}

/** A login nobody has used: tests never share accounts. */
export const newLogin = (prefix = 'u') => `${prefix}${ulid().toLowerCase()}`;

/** A user not active yet of the company of `like`, in its role: its record and the changes that create it. */
async function newInvitee(like: string, prefix: string, firstName: string, lastName: string) {
  const { tenantId, userId } = await whoIs(like);
  const { roleId } = await userRecord(tenantId, userId);
  const login = newLogin(prefix);
  const person = { login, email: `${login}@example.com`, firstName, lastName, langKey: 'en' as const, roleId };
  return { tenantId, ...newUserChanges(tenantId, { ...person, activated: false }, 'test') };
}

/**
 * A user of the company of `like`, with its role, invited and not accepted yet (ADR 0010 amended), written straight to
 * the table with its invitation's keys: what Resend and Revoke act on. Returns the mailed link's keys too.
 */
export async function freshInvitee(like: string) {
  const { tenantId, user, changes } = await newInvitee(like, 'i', 'Ivy', 'Invitee');
  const keyed = invitationKeys(tenantId, user.id);
  const item = { ...user, invitation: keyed.invitation, activationKey: keyed.activationKey };
  const invited = changes.map((c) => (c.op === 'create' && c.item === user ? { ...c, item } : c));
  await runInContext({ requestId: ulid() }, () =>
    write({ tenantId, action: 'test.invitee', changes: [...invited, ...keyed.changes] }),
  );
  await createInvitedIdentity(user.login, user.email);
  const link = new URL(keyed.link('en'));
  return { ...user, tenantId, key: link.searchParams.get('key')!, reset: link.searchParams.get('reset')! };
}

/**
 * A user of the company of `like` invited before invitations were stored (ADR 0010 amended): written straight to the
 * table as that release did — deactivated, its identity disabled, no `invitation`, never signed in.
 */
export async function unrecordedInvitee(like: string) {
  const { tenantId, user, changes } = await newInvitee(like, 'o', 'Olga', 'Early');
  await runInContext({ requestId: ulid() }, () => write({ tenantId, action: 'test.invitee', changes }));
  await createInvitedIdentity(user.login, user.email);
  return { ...user, tenantId };
}
