import { createHash } from 'node:crypto';
import { requestContext } from '../context';
import { TooManyRequests } from '../errors';
import * as msg from '../messages';

/**
 * Token buckets of e-mailed and shared links (ADR 0051, 0063; supplier requests too, ADR 0119): kept on
 * the link's own item and written with each use, so the limit holds across Lambda instances.
 */
export type Bucket = { tokens: number; at: number };
/** A link's token buckets by client: one per address that used it lately. */
export type ClientBuckets = Record<string, Bucket>;
export type Limit = { ratePerMinute: number; burst: number };

/** At most this many clients' buckets on one link item; the least recently seen are forgotten first. */
export const MAX_CLIENT_BUCKETS = 100;

/** A client's key on a link: a short hash of its address (the item need not hold the address itself). */
export const clientKey = (ip: string | undefined) =>
  createHash('sha256')
    .update(`link-client:${ip ?? ''}`)
    .digest('base64url')
    .slice(0, 16);

/**
 * Takes one token from a bucket at `now` (ms): the bucket to store, or the seconds to wait.
 * Pure, so the rule is tested without a clock.
 */
export function takeBucketToken(
  bucket: Bucket | undefined,
  now: number,
  limit: Limit,
): { bucket: Bucket; waitSeconds: number } {
  const perMs = limit.ratePerMinute / 60_000;
  const tokens = bucket ? Math.min(limit.burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs) : limit.burst;
  if (tokens < 1) return { bucket: { tokens, at: now }, waitSeconds: (1 - tokens) / perMs / 1000 };
  return { bucket: { tokens: tokens - 1, at: now }, waitSeconds: 0 };
}

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
  const { bucket, waitSeconds } = takeBucketToken(buckets?.[client], now, limit);
  const perMs = limit.ratePerMinute / 60_000;
  const others = Object.entries(buckets ?? {})
    .filter(([k, b]) => k !== client && b.tokens + Math.max(0, now - b.at) * perMs < limit.burst)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_CLIENT_BUCKETS - 1);
  return { buckets: Object.fromEntries([[client, bucket], ...others]), waitSeconds };
}

/** The link's buckets after one more use by the calling client, or 429 with the wait when its bucket is empty. */
export function spendLinkToken(link: { buckets?: ClientBuckets }, now: string, limit: Limit): ClientBuckets {
  const client = clientKey(requestContext().ip);
  const { buckets, waitSeconds } = takeClientToken(link.buckets, client, Date.parse(now), limit);
  if (waitSeconds > 0) throw TooManyRequests(msg.tooManyRequests, waitSeconds);
  return buckets;
}
