import * as keys from '../../infra/db/itemKeys';
import type { Key } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { NotFound, ValidationError } from '../../errors';
import * as msg from '../../messages';
import type { Membership } from '../membership';
import type { RoleRecord, UserRecord } from '../records';
import { outranks } from './roleRules';
import { roleDetail } from './roles';

/** A user an administrator invited remembers its activation key, so deactivation can void it. */
export type ManagedUser = UserRecord & { activationKey?: Key };

/** A user of the caller's own company; another company's id is simply not found. */
export async function tenantUser(m: Membership, userId: string, consistent = false) {
  const user = await getItem<ManagedUser>(keys.user(m.actor.tenantId, userId), consistent);
  if (!user) throw NotFound();
  return user;
}

/**
 * A role the caller may hand out: one of their own company's, at or below their own level.
 * A role id from another company is an unknown role here, named as the field at fault.
 */
export async function assignableRole(m: Membership, roleId: string) {
  const role = await getItem<RoleRecord>(keys.role(m.actor.tenantId, roleId));
  if (!role) throw ValidationError([{ path: 'body.roleId', message: msg.unknownRole.text }]);
  if (!outranks(m.actor, role.level)) throw ValidationError([{ path: 'body.roleId', message: msg.aboveOwnLevel.text }]);
  return role;
}

/** The level of the role a user holds now (a missing role outranks nobody). */
export async function levelOf(tenantId: string, roleId: string) {
  return (await getItem<RoleRecord>(keys.role(tenantId, roleId)))?.level ?? 0;
}

/** GET /api/user-role(/{id}): a user, their role and the user's version (a role change edits the user). */
export const userRoleView = (user: UserRecord, role: RoleRecord) => ({
  userId: user.id,
  login: user.login,
  role: roleDetail(role),
  version: user.version,
});

export async function getUserRole(m: Membership, userId: string) {
  const user = await tenantUser(m, userId);
  const role = await getItem<RoleRecord>(keys.role(m.actor.tenantId, user.roleId));
  if (!role) throw NotFound();
  return userRoleView(user, role);
}

export const myRole = (m: Membership) => userRoleView(m.user, m.role);
