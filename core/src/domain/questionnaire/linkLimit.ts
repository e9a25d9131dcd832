import { createHash } from 'node:crypto';
import { requestContext } from '../../context';
import { TooManyRequests } from '../../errors';
import type { LinkRecord } from './links';
import { takeAnswerToken } from './stakeholders';

/** A link's token buckets by client (ADR 0063): one per address that used it lately. */
export type ClientBuckets = NonNullable<LinkRecord['buckets']>;
type Limit = { ratePerMinute: number; burst: number };

/** At most this many clients' buckets on one link item; the least recently seen are forgotten first. */
export const MAX_CLIENT_BUCKETS = 100;

/** A client's key on a link: a short hash of its address (the item need not hold the address itself). */
export const clientKey = (ip: string | undefined) =>
  createHash('sha256')
    .update(`link-client:${ip ?? ''}`)
    .digest('base64url')
    .slice(0, 16);

/**
 * Takes one token from `client`'s bucket of a link at `now` (ms): the buckets to store, or the seconds
 * to wait. A bucket that has refilled to full behaves like none and is dropped, so the map holds only
 * the clients of the last few minutes, and never more than MAX_CLIENT_BUCKETS. Pure, tested without a clock.
 */
export function takeClientToken(
  buckets: ClientBuckets | undefined,
  client: string,
  now: number,
  limit: Limit,
): { buckets: ClientBuckets; waitSeconds: number } {
  const { bucket, waitSeconds } = takeAnswerToken(buckets?.[client], now, limit);
  const perMs = limit.ratePerMinute / 60_000;
  const others = Object.entries(buckets ?? {})
    .filter(([k, b]) => k !== client && b.tokens + Math.max(0, now - b.at) * perMs < limit.burst)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_CLIENT_BUCKETS - 1);
  return { buckets: Object.fromEntries([[client, bucket], ...others]), waitSeconds };
}

/** The link's buckets after one more use by the calling client, or 429 with the wait when its bucket is empty. */
export function spendLinkToken(link: Pick<LinkRecord, 'buckets'>, now: string, limit: Limit): ClientBuckets {
  const client = clientKey(requestContext().ip);
  const { buckets, waitSeconds } = takeClientToken(link.buckets, client, Date.parse(now), limit);
  if (waitSeconds > 0) throw TooManyRequests('tooManyRequests', waitSeconds);
  return buckets;
}
