import { describe, expect, it, vi } from 'vitest';
import { LOADING_DELAY_MS, PAGE_TIMEOUT_MS, retryOnce } from './loading';

describe('lazy page loading constants (the spec’s constants)', () => {
  it('delays the indicator 200/400/1000 ms and times out at 10 s', () => {
    expect(LOADING_DELAY_MS).toEqual({ admin: 200, section: 400, top: 1000 });
    expect(PAGE_TIMEOUT_MS).toBe(10_000);
  });
});

describe('retryOnce', () => {
  it('loads once when the first attempt succeeds', async () => {
    const load = vi.fn().mockResolvedValue('page');
    await expect(retryOnce(load, 1)()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk exactly once more', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('page');
    await expect(retryOnce(load, 1)()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the second failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValue('never');
    await expect(retryOnce(load, 1)()).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
