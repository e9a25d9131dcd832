import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientKey, spendStep, tokenStep } from './linkBuckets';

const LIMIT = { ratePerMinute: 10, burst: 3 };

describe('a link’s token bucket per client (ADR 0063)', () => {
  it('takes a burst at once, then refuses with the time until the next token', () => {
    const step = tokenStep(1_000, LIMIT);
    let full: number | undefined;
    for (let i = 0; i < LIMIT.burst; i++) {
      const taken = spendStep(full, step);
      expect(taken).not.toHaveProperty('waitMs');
      full = (taken as { full: number }).full;
    }
    expect(spendStep(full, step)).toEqual({ waitMs: 6_000 });
  });

  it('refills with time, never above the burst: a bucket full by now starts again', () => {
    const emptied = 1_000 + LIMIT.burst * 6_000;
    expect(spendStep(emptied, tokenStep(1_000 + 6_000, LIMIT))).toEqual({ full: emptied + 6_000 });
    expect(spendStep(emptied, tokenStep(3_600_000, LIMIT))).toEqual({ full: 3_600_000 + 6_000 });
    // The item expires once the bucket is full whatever was taken.
    expect(tokenStep(1_000, LIMIT).expires * 1000).toBeGreaterThanOrEqual(emptied);
  });
});

describe('a client’s key on a link', () => {
  const secret = randomBytes(32);
  const ip = '203.0.113.9';

  it('is keyed by the server’s secret: not a plain hash of the address, and another secret gives another key', () => {
    const key = clientKey(secret, ip);
    for (const plain of [`link-client:${ip}`, ip])
      expect(createHash('sha256').update(plain).digest('base64url')).not.toContain(key);
    expect(clientKey(randomBytes(32), ip)).not.toBe(key);
    expect(key).not.toContain('203');
  });

  it('is the same for one address and another for another', () => {
    expect(clientKey(secret, ip)).toBe(clientKey(secret, ip));
    expect(clientKey(secret, ip)).not.toBe(clientKey(secret, '203.0.113.10'));
  });
});
