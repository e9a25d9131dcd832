/**
 * Small building blocks for work that streams through stages (the questionnaire's send, ADR 0052: link writes →
 * mails): a feed one stage fills while the next drains it, and a bounded pool over it.
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

/**
 * `source`'s items, the next `depth` already being fetched while the caller works on the current one
 * (at most `depth` + 1 held). A failure of a fetch ahead is thrown when its item is asked for.
 */
export async function* readAhead<T>(source: AsyncIterator<T> | AsyncIterable<T>, depth = 1): AsyncGenerator<T> {
  const it = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source;
  const ahead: Promise<IteratorResult<T>>[] = [];
  const fetch = () => {
    const next = it.next();
    next.catch(() => undefined);
    ahead.push(next);
  };
  for (let i = 0; i < depth; i++) fetch();
  for (;;) {
    const r = await ahead.shift()!;
    if (r.done) return;
    fetch();
    yield r.value;
  }
}

/**
 * Work started in the background one piece at a time: `start` waits for the piece before it, then
 * starts the next; `settled` waits for the last. A piece's failure is thrown by the `start` or
 * `settled` after it (never an unhandled rejection meanwhile).
 */
export class OneInFlight {
  private last: Promise<void> = Promise.resolve();
  async start(work: () => Promise<void>) {
    await this.last;
    this.last = work();
    this.last.catch(() => undefined);
  }
  async settled() {
    await this.last;
  }
}
