/**
 * Small building blocks for work that streams through stages (issue 15's send: link writes →
 * mails → outcome writes): a feed one stage fills while the next drains it, a bounded pool over
 * it, and a group commit that writes whatever piled up while its previous write was in flight.
 */

/** `xs` in consecutive slices of at most `n`. */
export const chunks = <T>(xs: readonly T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** A queue that is filled while it is drained; `next()` waits for an item or answers undefined once closed and empty. */
export class Feed<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((x: T | undefined) => void)[] = [];
  private closed = false;

  push(...xs: T[]) {
    for (const x of xs) {
      const waiter = this.waiting.shift();
      if (waiter) waiter(x);
      else this.items.push(x);
    }
  }

  close() {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter(undefined);
  }

  next(): Promise<T | undefined> {
    if (this.items.length) return Promise.resolve(this.items.shift());
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** Runs `fn` on every item of `feed`, at most `width` at a time, until the feed is closed and empty. */
export async function drain<T>(feed: Feed<T>, width: number, fn: (x: T) => Promise<void>): Promise<void> {
  const worker = async () => {
    for (let x = await feed.next(); x !== undefined; x = await feed.next()) await fn(x);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Runs `fn` on every item, at most `width` at a time; results in the items' order. */
export async function pool<T, R>(xs: readonly T[], width: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(xs.length);
  let next = 0;
  const worker = async () => {
    while (next < xs.length) {
      const i = next++;
      out[i] = await fn(xs[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, xs.length) }, worker));
  return out;
}

export interface GroupCommit<T> {
  add(x: T): void;
  /**
   * No more items: writes what is left, resolves once everything added is written; rejects with the
   * first failed write (later items are not written).
   */
  done(): Promise<void>;
}

export interface GroupCommitOptions {
  /** Most items in one write. */
  max: number;
  /** Fewest items worth a write before `done()` (a write has a cost of its own): default 1. */
  min?: number;
  /** Nothing is written before this settles (work that should have the store to itself first). */
  after?: Promise<unknown>;
}

/**
 * One write at a time, each taking everything added while the previous one was in flight (between
 * `min` and `max`): a stream of items costs as many writes as the writer's speed needs, not one per item.
 */
export function groupCommit<T>(
  { max, min = 1, after = Promise.resolve() }: GroupCommitOptions,
  write: (batch: T[]) => Promise<void>,
): GroupCommit<T> {
  const gate = after.then(
    () => undefined,
    () => undefined,
  );
  const queued: T[] = [];
  let running: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  let closing = false;
  const due = () => queued.length >= (closing ? 1 : min) && !failure;
  const run = async () => {
    await gate;
    while (due()) {
      const batch = queued.splice(0, max);
      try {
        await write(batch);
      } catch (error) {
        failure = { error };
      }
    }
    running = undefined;
  };
  return {
    add(x) {
      queued.push(x);
      if (due()) running ??= run();
    },
    async done() {
      closing = true;
      running ??= run();
      while (running) await running;
      if (failure) throw failure.error;
    },
  };
}
