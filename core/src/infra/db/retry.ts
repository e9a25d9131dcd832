import { AppError } from '../../errors';

/** How long to wait before try `i` (from 2): `backoffMs` doubling each time, jittered ±50 %, at most a second. */
const pause = (backoffMs: number, i: number) =>
  new Promise((r) => setTimeout(r, Math.min(1000, backoffMs * 2 ** (i - 2)) * (0.5 + Math.random())));

/**
 * Runs `attempt` again when a concurrent request changed a versioned item first (409 CONFLICT from
 * the write path): the next attempt re-reads and sees that request's change. With `backoffMs`, the
 * tries are spread out (jittered exponential backoff), so many requests racing for one item all get
 * through instead of colliding again at once.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, tries = 3, backoffMs = 0): Promise<T> {
  for (let i = 1; ; i++) {
    if (i > 1 && backoffMs > 0) await pause(backoffMs, i);
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'CONFLICT') || i >= tries) throw err;
    }
  }
}
