import { describe, expect, it } from 'vitest';
import { chunks, drain, Feed, OneInFlight, pool, readAhead } from './flow';

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

describe('readAhead', () => {
  async function* source(log: string[], fail?: number) {
    for (let i = 0; i < 3; i++) {
      log.push(`fetch ${i}`);
      await tick();
      if (i === fail) throw new Error(`part ${i} missing`);
      yield i;
    }
  }

  it('fetches the next item while the current one is worked on, one ahead at most, in order', async () => {
    const log: string[] = [];
    for await (const x of readAhead(source(log))) {
      await tick();
      log.push(`work ${x}`);
    }
    expect(log).toEqual(['fetch 0', 'fetch 1', 'work 0', 'fetch 2', 'work 1', 'work 2']);
  });

  it('fetches `depth` items ahead when asked to', async () => {
    const log: string[] = [];
    for await (const x of readAhead(source(log), 2)) {
      await tick();
      log.push(`work ${x}`);
    }
    expect(log).toEqual(['fetch 0', 'fetch 1', 'fetch 2', 'work 0', 'work 1', 'work 2']);
  });

  it('throws a failed fetch when its item is asked for, after the items before it', async () => {
    const seen: number[] = [];
    const run = (async () => {
      for await (const x of readAhead(source([], 1))) seen.push(x);
    })();
    await expect(run).rejects.toThrow('part 1 missing');
    expect(seen).toEqual([0]);
  });
});

describe('OneInFlight', () => {
  it('starts a piece only once the one before it has ended', async () => {
    const log: string[] = [];
    const lane = new OneInFlight();
    const piece = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await lane.start(piece('a'));
    await lane.start(piece('b'));
    log.push('caller goes on');
    await lane.settled();
    expect(log).toEqual(['start a', 'end a', 'start b', 'caller goes on', 'end b']);
  });

  it('throws a failed piece from the next start, and starts nothing more', async () => {
    const lane = new OneInFlight();
    await lane.start(async () => {
      await tick();
      throw new Error('upload failed');
    });
    let started = false;
    await expect(lane.start(async () => void (started = true))).rejects.toThrow('upload failed');
    expect(started).toBe(false);
  });
});
