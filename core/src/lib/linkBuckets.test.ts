import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_BUCKETS, clientKey, takeClientToken, type ClientBuckets } from './linkBuckets';

const LIMIT = { ratePerMinute: 10, burst: 3 };

describe('a link’s token buckets per client (ADR 0063)', () => {
  it('one client emptying its bucket leaves another client’s untouched', () => {
    let buckets: ClientBuckets | undefined;
    for (let i = 0; i < LIMIT.burst; i++) {
      const taken = takeClientToken(buckets, 'a', 1_000, LIMIT);
      expect(taken.waitSeconds).toBe(0);
      buckets = taken.buckets;
    }
    expect(takeClientToken(buckets, 'a', 1_000, LIMIT).waitSeconds).toBeCloseTo(6);
    expect(takeClientToken(buckets, 'b', 1_000, LIMIT).waitSeconds).toBe(0);
  });

  it('forgets buckets that refilled to full, and keeps at most MAX_CLIENT_BUCKETS, the most recent', () => {
    const full = takeClientToken({ old: { tokens: 0, at: 0 } }, 'a', 3_600_000, LIMIT).buckets;
    expect(Object.keys(full)).toEqual(['a']);
    const many: ClientBuckets = Object.fromEntries(
      Array.from({ length: MAX_CLIENT_BUCKETS + 20 }, (_, i) => [`c${i}`, { tokens: 0, at: 1_000 + i }]),
    );
    const kept = takeClientToken(many, 'new', 2_000, LIMIT).buckets;
    expect(Object.keys(kept)).toHaveLength(MAX_CLIENT_BUCKETS);
    expect(kept).toHaveProperty('new');
    expect(kept).toHaveProperty(`c${MAX_CLIENT_BUCKETS + 19}`);
    expect(kept).not.toHaveProperty('c0');
  });

  it('keys a client by a hash of its address, never the address', () => {
    expect(clientKey('203.0.113.9')).not.toContain('203');
    expect(clientKey('203.0.113.9')).toBe(clientKey('203.0.113.9'));
    expect(clientKey('203.0.113.9')).not.toBe(clientKey('203.0.113.10'));
  });
});
