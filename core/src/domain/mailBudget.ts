import { keys } from '../infra/db/keys';
import { getItem } from '../infra/db/repo';
import type { Change } from '../infra/db/write';
import { retryOnConflict } from '../infra/db/retry';
import { Conflict, TooManyRequests } from '../errors';

/** At most this many mails per company per clock hour from the e-mail sending routes (ADR 0023). */
export const MAX_MAILS_PER_HOUR = 20;

interface MailCount {
  count: number;
  version: number;
}

const HOUR_MS = 3_600_000;

/**
 * The change that counts one more mail in the company's current hour, to be written in the same
 * transaction as the send's business change (conditional on the counter's version, so two requests
 * at once cannot both take the last mail). 429 `emailLimit` when the hour's budget is spent.
 */
export async function spendMail(tenantId: string, now = Date.now()): Promise<Change> {
  const hour = new Date(now).toISOString().slice(0, 13);
  const key = keys.mailCount(tenantId, hour);
  const counter = await getItem<MailCount>(key, true);
  const count = counter?.count ?? 0;
  if (count >= MAX_MAILS_PER_HOUR) {
    const nextHour = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
    throw TooManyRequests('emailLimit', (nextHour - now) / 1000, { limit: MAX_MAILS_PER_HOUR });
  }
  return counter
    ? { op: 'update', key, expectedVersion: counter.version, set: { count: count + 1 } }
    : {
        op: 'create',
        key,
        // DynamoDB's TTL removes the counter a day after its hour.
        item: { count: 1, ttl: Math.floor(now / 1000) + 86_400 },
        onExists: () => Conflict(),
      };
}

/** Runs `send` again when a concurrent mail of the company took the counter's version first. */
export const withMailBudget = retryOnConflict;
