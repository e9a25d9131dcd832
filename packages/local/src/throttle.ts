import type { Throttle } from '@esg/core/contract/route';

interface Bucket {
  tokens: number;
  at: number;
  perMs: number;
  burst: number;
}

/**
 * The local gateway's per-IP limit (ADR 0023): one token bucket per (route, client address), full at
 * `burst`, refilled continuously at `ratePerMinute`. Returns 0 when the request may pass (and takes a
 * token), else the seconds until the next token. Addresses in `exempt` are never limited.
 */
export function createThrottle(exempt: readonly string[] = [], now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  const exempted = new Set(exempt.map(plainIp));
  return (routeKey: string, ip: string, limit: Throttle): number => {
    const address = plainIp(ip);
    if (exempted.has(address)) return 0;
    const { ratePerMinute, burst } = limit.perIp;
    const perMs = ratePerMinute / 60_000;
    const key = `${routeKey}|${address}`;
    const t = now();
    const prev = buckets.get(key);
    const tokens = prev ? Math.min(burst, prev.tokens + (t - prev.at) * perMs) : burst;
    if (tokens < 1) {
      buckets.set(key, { tokens, at: t, perMs, burst });
      return (1 - tokens) / perMs / 1000;
    }
    buckets.set(key, { tokens: tokens - 1, at: t, perMs, burst });
    if (buckets.size > 10_000) sweep(buckets, t);
    return 0;
  };
}

/** An IPv4 client of a dual-stack server shows as `::ffff:a.b.c.d`; API Gateway reports `a.b.c.d`. */
export const plainIp = (ip: string) => ip.replace(/^::ffff:/, '');

/** Forgets buckets that have refilled completely: they behave exactly like a new one. */
function sweep(buckets: Map<string, Bucket>, t: number) {
  for (const [k, b] of buckets) if (b.tokens + (t - b.at) * b.perMs >= b.burst) buckets.delete(k);
}
