import { requestContext } from '../context';
import { TooManyRequests } from '../errors';
import * as keys from '../infra/db/itemKeys';
import type { Key } from '../infra/db/keys';
import { takeToken } from '../infra/db/write';
import { linkSecret } from '../infra/linkKey';
import { clientKey, tokenStep, type Limit } from '../lib/linkBuckets';
import * as msg from '../messages';

/**
 * Spends one token of the calling client's bucket on a link (the link's item `link`; `who`: a director of a sign-off)
 * or refuses with 429 and the wait (ADR 0063). The bucket is an item of its own (core/src/lib/linkBuckets.ts), so the
 * link's record, and every other client's answer, is untouched by it.
 */
export async function spendLinkToken(link: Key, limit: Limit, ...who: string[]): Promise<void> {
  const client = clientKey(linkSecret(), requestContext().ip);
  const waitMs = await takeToken(keys.linkBucket(link, ...who, client), tokenStep(Date.now(), limit));
  if (waitMs > 0) throw TooManyRequests(msg.tooManyRequests, waitMs / 1000);
}

/**
 * A spend made once however often its caller's attempt runs again (a retry after a conflict spends nothing more):
 * `const spend = spendOnce()`, then `await spend(() => spendLinkToken(…))` in the attempt.
 */
export function spendOnce(): (spend: () => Promise<void>) => Promise<void> {
  let spent: Promise<void> | undefined;
  return (spend) => (spent ??= spend());
}
