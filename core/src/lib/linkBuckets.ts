import { createHmac } from 'node:crypto';

/**
 * Token buckets of e-mailed and shared links (ADR 0051, 0063; sign-off ADR 0113; supplier requests ADR 0119): one
 * item per link and client, beside the link's own item and never on it, so one client's use never changes the record
 * another client's answer is conditional on. A bucket is kept as the time it is full again (the generic cell rate
 * algorithm): a spend is one or two atomic updates of that number with no read (`takeToken` in
 * core/src/infra/db/write.ts), and an item past its time is deleted by the table's TTL, exactly like a full bucket.
 */
export type Limit = { ratePerMinute: number; burst: number };

/**
 * A client's key on a link: an HMAC of its address under the server's `LinkKey` secret (ADR 0051), so a stored key
 * reveals no address: trying every IPv4 address needs the secret.
 */
export const clientKey = (secret: Buffer, ip: string | undefined) =>
  createHmac('sha256', secret)
    .update(`link-client:${ip ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

/**
 * One spend of a bucket at `now` (ms), as the bounds a store applies atomically to the bucket's `full` time:
 * a bucket full by `now` (or none) becomes `start`; else `full` grows by `interval` while it stays at most `last`
 * (the burst's room); past that, the client waits until `full - last`. `expires` (s) is when the item is full anyway.
 */
export interface TokenStep {
  now: number;
  interval: number;
  start: number;
  last: number;
  expires: number;
}

export function tokenStep(now: number, limit: Limit): TokenStep {
  const interval = 60_000 / limit.ratePerMinute;
  return {
    now,
    interval,
    start: now + interval,
    last: now + (limit.burst - 1) * interval,
    expires: Math.ceil((now + limit.burst * interval) / 1000) + 1,
  };
}

/**
 * The pure rule the store applies, for a bucket whose full time is `full` (undefined: none): the new full time, or the
 * milliseconds to wait. Tested without a clock or a table; `takeToken` does the same in two guarded updates.
 */
export function spendStep(full: number | undefined, s: TokenStep): { full: number } | { waitMs: number } {
  if (full === undefined || full <= s.now) return { full: s.start };
  if (full <= s.last) return { full: full + s.interval };
  return { waitMs: full - s.last };
}
