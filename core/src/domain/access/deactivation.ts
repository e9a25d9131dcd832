import { type Key } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { write, type Change } from '../../infra/db/write';
import { listSessionRecords } from '../membership';
import type { UserLookup, UserRecord } from '../records';
import { markOf, sessionMarks } from '../sessionMarks';
import type { KeyPurpose } from '../oneTimeKeys';

/** TransactWriteItems takes 100 items; sessions are ended in smaller batches, each audited. */
const BATCH = 25;

/**
 * Ends every open session record of a deactivated user, and its mark on the user record (ADR 0125), so
 * their tokens stay refused even if the account is later reactivated while those tokens are still unexpired. A
 * password change ends the user's other sessions: `except` is the one that changed it.
 */
export async function endAllSessions(user: UserRecord, except?: string) {
  const { tenantId, id: userId } = user;
  const open = (await listSessionRecords(tenantId, userId)).filter((s) => !s.ended && s.id !== except);
  const endedAt = new Date().toISOString();
  let holder = user;
  for (let i = 0; i < open.length; i += BATCH) {
    const batch = open.slice(i, i + BATCH);
    await write({
      tenantId,
      action: 'session.endAll',
      entity: keys.user(tenantId, userId),
      changes: [
        ...batch.map((s): Change => ({
          op: 'put',
          key: keys.session(tenantId, userId, s.id),
          item: { ...s, ended: true, endedAt },
        })),
        sessionMarks(holder, Object.fromEntries(batch.map((s) => [s.id, markOf(s, true)]))),
      ],
      after: { ended: batch.map((s) => s.id) },
    });
    holder = { ...holder, sessions: holder.sessions ?? {} };
  }
}

/**
 * Overwrites an invitee's activation key as spent: otherwise a user deactivated before they
 * activated could still switch themselves on with the mailed link. An invitation's password key is voided the same
 * way when it is revoked or sent again (`purpose: 'reset'`, ADR 0010 amended).
 */
export const voidActivationKey = (key: Key, who: UserLookup, purpose: KeyPurpose = 'activation'): Change => ({
  op: 'put',
  key,
  item: {
    ...who,
    purpose,
    used: true,
    expiresAt: new Date(0).toISOString(),
    ttl: Math.floor(Date.now() / 1000) + 7 * 86400,
    version: 1,
  },
});
