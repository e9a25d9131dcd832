import type { z } from 'zod';
import * as keys from '../infra/db/itemKeys';
import { getItem, queryAll } from '../infra/db/repo';
import { Forbidden, NotFound } from '../errors';
import type { UserListQuery } from '../schemas/users';
import type { Membership } from './membership';
import { allows } from '../vocabulary/privileges';
import type { UserRecord } from './records';
import { userView } from './users';
import { personName } from '../lib/personName';
import { actingRole } from './access/auditor';
import { tenantFacts } from './tenantFacts';

type Query = z.output<typeof UserListQuery>;
type View = ReturnType<typeof userView>;

/**
 * The tenant a users list reads: the caller's own, or one a platform administrator names.
 * The route declares it (`tenantFrom: 'query.tenantId'`), so docs/permissions.md lists it.
 */
async function listedTenant(m: Membership, requested: string | undefined) {
  if (requested === undefined || requested === m.actor.tenantId) return m.actor.tenantId;
  if (!allows('platform:admin', m.actor.privileges)) throw Forbidden();
  if (!(await getItem(keys.tenant(requested)))) throw NotFound();
  return requested;
}

const matches = (needle: string) => (u: View) =>
  [u.login, u.email, u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, personName(u)].some((s) =>
    s.toLowerCase().includes(needle),
  );

const compare = (field: Query['sort'], order: Query['order']) => (a: View, b: View) => {
  const x = a[field];
  const y = b[field];
  const c = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
  return (order === 'asc' ? c : -c) || a.login.localeCompare(b.login);
};

/**
 * GET /api/userInfos/all. A company's users are few (tens to hundreds) and DynamoDB cannot
 * sort by arbitrary attributes, so the partition's users are read with one Query and searched,
 * sorted and paged here; the total lets the table show its page count. `privilege` keeps the active users who act with
 * it — whom a page can be given to (an invited auditor acts with the auditor's role whatever their record names, ADR
 * 0115; a deactivated user acts with none).
 */
export async function listUsers(m: Membership, q: Query) {
  const tenantId = await listedTenant(m, q.tenantId);
  const users = await queryAll<UserRecord>(keys.userPrefix(tenantId));
  const roles = q.privilege ? (await tenantFacts(tenantId)).roles : undefined;
  const holders = roles
    ? users.filter((u) => u.activated && actingRole(u, roles)?.privileges.includes(q.privilege!))
    : users;
  const all = holders.map(userView);
  const needle = q.search?.toLowerCase();
  const hits = needle ? all.filter(matches(needle)) : all;
  hits.sort(compare(q.sort, q.order));
  return { items: hits.slice(q.page * q.size, (q.page + 1) * q.size), total: hits.length, page: q.page, size: q.size };
}
