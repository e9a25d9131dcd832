import { describe, expect, it } from 'vitest';
import { decodeTime, isValid } from 'ulid';
import { bulkId } from './ids';

describe('bulkId', () => {
  it('makes valid, distinct ULIDs of the current time, across pool refills', () => {
    const t0 = Date.now();
    const ids = Array.from({ length: 5_000 }, bulkId);
    expect(ids.every(isValid)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(decodeTime(ids[0]!)).toBeGreaterThanOrEqual(t0);
    expect(decodeTime(ids.at(-1)!)).toBeLessThanOrEqual(Date.now());
  });

  it('spreads its random characters over the whole alphabet', () => {
    const chars = new Set(
      Array.from({ length: 200 }, bulkId)
        .map((id) => id.slice(10))
        .join(''),
    );
    expect(chars.size).toBe(32);
  });
});

describe('bulkId order', () => {
  it('makes ids in the order asked for, within one millisecond too', () => {
    const ids = Array.from({ length: 1_000 }, bulkId);
    expect([...ids].sort()).toEqual(ids);
  });
});
