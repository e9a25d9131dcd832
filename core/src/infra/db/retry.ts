import { AppError } from '../../errors';

/**
 * Runs `attempt` again when a concurrent request changed a versioned item first (409 CONFLICT from
 * the write path): the next attempt re-reads and sees that request's change.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'CONFLICT') || i >= tries) throw err;
    }
  }
}
