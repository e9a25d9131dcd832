import * as keys from '../infra/db/itemKeys';
import { getItem } from '../infra/db/repo';
import type { Change } from '../infra/db/write';
import { retryOnConflict } from '../infra/db/retry';
import { Conflict, TooManyRequests } from '../errors';
import * as msg from '../messages';

/** At most this many mails per company per clock hour from the e-mail sending routes: a team of twenty onboarded and
 * assigned in one sitting fits (ADR 0023). */
export const MAX_MAILS_PER_HOUR = 100;

interface MailCount {
  count: number;
  version: number;
}

const HOUR_MS = 3_600_000;

/**
 * The change that counts one more mail (or `mails` more) in the company's current hour, to be written in the same
 * transaction as the send's business change (conditional on the counter's version, so two requests
 * at once cannot both take the last mail). 429 `emailLimit` when the hour's budget is spent.
 */
export async function spendMail(tenantId: string, now = Date.now(), mails = 1): Promise<Change> {
  const hour = new Date(now).toISOString().slice(0, 13);
  const key = keys.mailCount(tenantId, hour);
  const counter = await getItem<MailCount>(key, true);
  const count = counter?.count ?? 0;
  if (count + mails > MAX_MAILS_PER_HOUR) {
    const nextHour = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
    throw TooManyRequests(msg.emailLimit, (nextHour - now) / 1000, { limit: MAX_MAILS_PER_HOUR });
  }
  return counter
    ? { op: 'update', key, expectedVersion: counter.version, set: { count: count + mails } }
    : {
        op: 'create',
        key,
        // DynamoDB's TTL removes the counter a day after its hour.
        item: { count: mails, ttl: Math.floor(now / 1000) + 86_400 },
        onExists: () => Conflict(),
      };
}

/** Runs `send` again when a concurrent mail of the company took the counter's version first. */
export const withMailBudget = retryOnConflict;

/**
 * As many of `wanted` mails as the company's current hour still allows (a scheduled run sends the rest in a later
 * hour, ADR 0114): how many, and the change that counts them (none when the budget is spent).
 */
export async function spendMailsUpTo(
  tenantId: string,
  wanted: number,
  now = Date.now(),
): Promise<{ granted: number; change?: Change }> {
  const hour = new Date(now).toISOString().slice(0, 13);
  const counter = await getItem<MailCount>(keys.mailCount(tenantId, hour), true);
  const granted = Math.min(wanted, MAX_MAILS_PER_HOUR - (counter?.count ?? 0));
  return granted > 0 ? { granted, change: await spendMail(tenantId, now, granted) } : { granted: 0 };
}
