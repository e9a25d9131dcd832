import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { setEnabled } from '../../infra/auth/cognito';
import { BadRequest, Forbidden, NotFound, ValidationError } from '../../errors';
import type { UserEdit, UserRoleUpdate } from '../../schemas/users';
import { forgetMembership, type Membership } from '../membership';
import { forgetTenantFacts } from '../tenantFacts';
import type { RoleRecord, UserRecord } from '../records';
import { userView } from '../users';
import { accessKept } from './administrators';
import { endAllSessions, voidActivationKey } from './deactivation';
import { outranks } from './roleRules';
import { assignableRole, levelOf, tenantUser, userRoleView } from './users';
import * as msg from '../../messages';

type Patch = Partial<Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'langKey' | 'roleId' | 'activated'>>;

/**
 * The one way an administrator changes a user: only users at or below their own level, never
 * their own role or activation, never the company's last administrator's, and only while still holding the role and
 * activation the request was allowed on (`accessKept`); deactivation takes effect on the user's next call.
 */
async function editUser(m: Membership, userId: string, patch: Patch, version: number, action: string) {
  const tenantId = m.actor.tenantId;
  const user = await tenantUser(m, userId, true);
  if (!outranks(m.actor, await levelOf(tenantId, user.roleId))) throw Forbidden();
  const roleChanges = patch.roleId !== undefined && patch.roleId !== user.roleId;
  if (user.id === m.actor.userId && (roleChanges || patch.activated === false))
    throw BadRequest(msg.cannotChangeOwnAccess);
  // An invited auditor acts with the fixed auditor role whatever its record names (ADR 0115): a company role given to
  // it would be shown as its role and never used.
  if (roleChanges && user.auditor)
    throw ValidationError([
      { path: 'body.roleId', message: msg.auditorRoleFixed.text, code: msg.auditorRoleFixed.key },
    ]);
  if (roleChanges) await assignableRole(m, patch.roleId!);
  // An invitee activates by the mailed link only, choosing a password there; an edit sends the activation it read, so
  // it neither activates an invitation nor voids it (ADR 0010 amended).
  if (patch.activated && !user.activated && user.invitation) throw BadRequest(msg.invitationNotAccepted);
  const deactivates = user.activated && patch.activated === false;
  const now = new Date().toISOString();
  // Deactivated by an administrator, as it stays on the record: never read as an invitee (ADR 0010 amended).
  const set = { ...patch, ...(deactivates && { deactivatedAt: now }), modifiedBy: m.actor.login, modifiedAt: now };
  const changes: Change[] = [
    { op: 'update', key: keys.user(tenantId, userId), expectedVersion: version, set },
    ...(await accessKept(m, user, { ...user, ...patch })),
  ];
  if (patch.email !== undefined && patch.email !== user.email) {
    changes.push(
      {
        op: 'create',
        key: keys.email(patch.email),
        item: { tenantId, userId },
        onExists: () => BadRequest(msg.emailInUse),
      },
      { op: 'delete', key: keys.email(user.email) },
    );
  }
  if (deactivates && user.activationKey) changes.push(voidActivationKey(user.activationKey, { tenantId, userId }));
  const after: UserRecord = { ...user, ...set, version: version + 1 };
  await write({ tenantId, action, changes, before: userView(user), after: userView(after) });
  // The membership cache would otherwise serve the old role or activation for a few seconds,
  // and the tenant's cached roles may predate the one just assigned.
  forgetMembership(user.login);
  if (roleChanges) forgetTenantFacts(tenantId);
  if (patch.activated !== undefined && patch.activated !== user.activated)
    await setEnabled(user.login, patch.activated);
  if (deactivates) await endAllSessions(await tenantUser(m, userId, true));
  return after;
}

/** PUT /api/userInfo/{id}: names, e-mail, language, role and activation, with the version edited. */
export async function updateUser(m: Membership, userId: string, input: z.output<typeof UserEdit>) {
  const { id, version, ...patch } = input;
  if (id !== undefined && id !== userId) throw BadRequest(msg.idMismatch);
  return userView(await editUser(m, userId, patch, version, 'user.update'));
}

/** PUT /api/user-role/{id}: assign a user a role of the same company. */
export async function putUserRole(m: Membership, userId: string, input: z.output<typeof UserRoleUpdate>) {
  const user = await editUser(m, userId, { roleId: input.roleId }, input.version, 'user.role');
  const role = await getItem<RoleRecord>(keys.role(m.actor.tenantId, user.roleId));
  if (!role) throw NotFound();
  return userRoleView(user, role);
}
