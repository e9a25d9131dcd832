import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { Change } from '../../infra/db/write';
import { BadRequest, Conflict } from '../../errors';
import * as msg from '../../messages';
import type { Privilege } from '../../vocabulary/privileges';
import type { Membership } from '../membership';
import type { RoleRecord, UserRecord } from '../records';
import { tenantFacts } from '../tenantFacts';

/** What an administrator holds (the spec: administrators manage users and roles): enough to give anyone access back. */
const ADMINISTRATION: readonly Privilege[] = ['users:manage', 'roles:manage'];

type Access = Pick<UserRecord, 'roleId' | 'activated' | 'auditor'>;

/** An active company user whose role manages users and roles (an invited auditor never does, ADR 0115). */
export const administers = (user: Access, roles: ReadonlyMap<string, RoleRecord>) =>
  user.activated && !user.auditor && ADMINISTRATION.every((p) => roles.get(user.roleId)?.privileges.includes(p));

/** A user still holding the role and activation they were read with: a condition of the write, never a change. */
const stillHolds = (tenantId: string, user: UserRecord): Change => ({
  op: 'holds',
  key: keys.user(tenantId, user.id),
  expected: { roleId: user.roleId, activated: user.activated },
  onFail: () => Conflict(),
});

/**
 * The conditions an administrator's edit of another user's access rests on (docs/decisions/0010-users-and-access.md):
 * the actor still holds the role and activation the request was allowed on, so two administrators demoting or
 * deactivating each other at once conflict (one 409) and a second one after the first is refused; and an edit that
 * takes away an administrator leaves another, held to the same condition — else it is refused (400), so no company is
 * ever left with nobody who can give its users their access back.
 */
export async function accessKept(m: Membership, user: UserRecord, after: Access): Promise<Change[]> {
  if (user.id === m.user.id) return []; // their own names only: their own access never changes (cannotChangeOwnAccess)
  const tenantId = m.actor.tenantId;
  const actor = stillHolds(tenantId, m.user);
  const { roles } = await tenantFacts(tenantId);
  if (!administers(user, roles) || administers(after, roles) || administers(m.user, roles)) return [actor];
  const users = await queryAll<UserRecord>(keys.userPrefix(tenantId), true);
  const other = users.find((u) => u.id !== user.id && u.id !== m.user.id && administers(u, roles));
  if (!other) throw BadRequest(msg.lastAdministrator);
  return [actor, stillHolds(tenantId, other)];
}
