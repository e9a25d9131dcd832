import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { BadRequest, Forbidden, NotFound, ValidationError } from '../../errors';
import type { RoleUpdate } from '../../schemas/users';
import type { Membership } from '../membership';
import type { RoleRecord } from '../records';
import { forgetTenantFacts } from '../tenantFacts';
import { inactivePrivileges } from './privilegeCatalogue';
import { outranks, roleChangeIssues } from './roleRules';
import * as msg from '../../messages';

export const roleDetail = (r: RoleRecord) => ({
  id: r.id,
  name: r.name,
  level: r.level,
  privileges: [...r.privileges],
  version: r.version,
});

/** A role of the caller's own company; another company's id is simply not found. */
export async function tenantRole(m: Membership, roleId: string, consistent = false) {
  const role = await getItem<RoleRecord>(keys.role(m.actor.tenantId, roleId), consistent);
  if (!role) throw NotFound();
  return role;
}

/** GET /api/roles: most senior first. */
export async function listRoles(m: Membership) {
  const roles = await queryAll<RoleRecord>(keys.rolePrefix(m.actor.tenantId));
  return roles.sort((a, b) => b.level - a.level || a.name.localeCompare(b.name)).map(roleDetail);
}

export const getRole = async (m: Membership, id: string) => roleDetail(await tenantRole(m, id));

/** GET /api/roles/by-token: the caller's role as resolved for this request. */
export const roleByToken = (m: Membership) => roleDetail(m.role);

/** PUT /api/roles/{id}: name, level and privileges under the escalation rules of roleRules.ts. */
export async function updateRole(m: Membership, id: string, input: z.output<typeof RoleUpdate>) {
  if (input.id !== undefined && input.id !== id) throw BadRequest(msg.idMismatch);
  const role = await tenantRole(m, id, true);
  if (!outranks(m.actor, role.level)) throw Forbidden();
  const issues = roleChangeIssues(m.actor, role, input, await inactivePrivileges());
  if (issues.length > 0) throw ValidationError(issues);
  const { name, level, privileges, version } = input;
  const set = { name, level, privileges };
  await write({
    tenantId: m.actor.tenantId,
    action: 'role.update',
    changes: [{ op: 'update', key: keys.role(m.actor.tenantId, id), expectedVersion: version, set }],
    before: roleDetail(role),
    after: set,
  });
  // New sign-ins see the change at once; members' cached memberships within 5 s (docs/decisions/0003).
  forgetTenantFacts(m.actor.tenantId);
  return { ...roleDetail(role), ...set, version: version + 1 };
}
