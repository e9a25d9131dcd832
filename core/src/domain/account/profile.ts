import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { BadRequest, NotFound } from '../../errors';
import type { UserInfoUpdate } from '../../schemas/account';
import { forgetMembership, type Membership } from '../membership';
import type { UserRecord } from '../records';
import { userView } from '../users';
import * as msg from '../../messages';

async function currentUser(m: Membership) {
  const user = await getItem<UserRecord>(keys.user(m.actor.tenantId, m.actor.userId), true);
  if (!user) throw NotFound();
  return user;
}

/** Read fresh (not from the membership cache) so the settings form gets the current version. */
export const getUserInfo = async (m: Membership) => userView(await currentUser(m));

/** PUT /api/userInfo: names, e-mail and language; an e-mail change moves its unique lookup. */
export async function updateUserInfo(m: Membership, input: z.output<typeof UserInfoUpdate>) {
  const user = await currentUser(m);
  const { version, ...fields } = input;
  const now = new Date().toISOString();
  const changes: Change[] = [
    {
      op: 'update',
      key: keys.user(m.actor.tenantId, user.id),
      expectedVersion: version,
      set: { ...fields, modifiedBy: m.actor.login, modifiedAt: now },
    },
  ];
  if (fields.email !== user.email) {
    const who = { tenantId: m.actor.tenantId, userId: user.id };
    changes.push(
      { op: 'create', key: keys.email(fields.email), item: who, onExists: () => BadRequest(msg.emailInUse) },
      { op: 'delete', key: keys.email(user.email) },
    );
  }
  const after: UserRecord = { ...user, ...fields, modifiedBy: m.actor.login, modifiedAt: now, version: version + 1 };
  await write({
    tenantId: m.actor.tenantId,
    action: 'user.updateSelf',
    changes,
    before: userView(user),
    after: userView(after),
  });
  forgetMembership(m.actor.login);
  return userView(after);
}
