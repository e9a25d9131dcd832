import { describe, expect, it } from 'vitest';
import { chunks, drain, Feed, pool } from './flow';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('chunks', () => {
  it('slices in order, the last slice shorter', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 3)).toEqual([]);
  });
});

describe('feed and drain', () => {
  it('handles items pushed before and while it drains, never more than the width at once', async () => {
    const feed = new Feed<number>();
    feed.push(1, 2, 3);
    const seen: number[] = [];
    let busy = 0;
    let most = 0;
    const draining = drain(feed, 2, async (x) => {
      most = Math.max(most, ++busy);
      await tick();
      seen.push(x);
      busy--;
    });
    await tick();
    feed.push(4, 5);
    await tick();
    feed.push(6);
    feed.close();
    await draining;
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('ends at once when closed empty', async () => {
    const feed = new Feed<number>();
    feed.close();
    await expect(drain(feed, 3, async () => undefined)).resolves.toBeUndefined();
  });
});

describe('pool', () => {
  it('keeps the order of the items', async () => {
    expect(await pool([3, 1, 2], 2, async (x) => (await tick(), x * 10))).toEqual([30, 10, 20]);
  });
});
