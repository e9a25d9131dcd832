import { keys } from '../infra/db/keys';
import { queryPage } from '../infra/db/repo';
import type { Membership } from './membership';
import type { UserRecord } from './records';
import { userView } from './users';

/** GET /api/userInfos/all: the caller's own company's users, one page at a time. */
export async function listUsers(m: Membership, q: { cursor?: string; size: number }) {
  const page = await queryPage<UserRecord>(keys.userPrefix(m.actor.tenantId), { limit: q.size, cursor: q.cursor });
  return { items: page.items.map(userView), cursor: page.cursor };
}
