import { describe, expect, it } from 'vitest';
import { chunks, drain, Feed, groupCommit, pool } from './flow';

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

describe('group commit', () => {
  /** A writer whose writes finish when the test says so. */
  function writer(failOn?: number) {
    const batches: number[][] = [];
    const finish: (() => void)[] = [];
    const write = (b: number[]) => {
      batches.push(b);
      return new Promise<void>((resolve, reject) =>
        finish.push(() => (b.includes(failOn ?? NaN) ? reject(new Error('refused')) : resolve())),
      );
    };
    const settle = async () => {
      while (finish.length) {
        finish.shift()!();
        await tick();
      }
    };
    return { batches, write, settle };
  }

  it('writes one batch at a time, each with what piled up meanwhile, at most max', async () => {
    const w = writer();
    const commit = groupCommit<number>({ max: 3 }, w.write);
    commit.add(1);
    await tick();
    for (let i = 2; i <= 6; i++) commit.add(i);
    expect(w.batches).toEqual([[1]]);
    await w.settle();
    await commit.done();
    expect(w.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('writes nothing before the work it waits for is over', async () => {
    const w = writer();
    let over!: () => void;
    const commit = groupCommit<number>({ max: 2, after: new Promise<void>((r) => (over = r)) }, w.write);
    for (let i = 1; i <= 3; i++) commit.add(i);
    await tick();
    expect(w.batches).toEqual([]);
    over();
    await tick();
    await w.settle();
    await commit.done();
    expect(w.batches).toEqual([[1, 2], [3]]);
  });

  it('waits for at least min items until done, which writes the rest', async () => {
    const w = writer();
    const commit = groupCommit<number>({ max: 10, min: 3 }, w.write);
    commit.add(1);
    commit.add(2);
    await tick();
    expect(w.batches).toEqual([]);
    commit.add(3);
    await tick();
    commit.add(4);
    await w.settle();
    expect(w.batches).toEqual([[1, 2, 3]]);
    const done = commit.done();
    await tick();
    await w.settle();
    await done;
    expect(w.batches).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects with the first failed write and writes nothing after it', async () => {
    const w = writer(2);
    const commit = groupCommit<number>({ max: 2 }, w.write);
    commit.add(1);
    await tick();
    for (let i = 2; i <= 5; i++) commit.add(i);
    await w.settle();
    await expect(commit.done()).rejects.toThrow('refused');
    expect(w.batches).toEqual([[1], [2, 3]]);
  });
});
