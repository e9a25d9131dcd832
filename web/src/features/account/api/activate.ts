import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute, type CallOutput } from '../../../api/client';
import { ApiError } from '../../../api/errors';

type Reply = CallOutput<typeof sessionRoutes.activate>;
const calls = new Map<string, Promise<Reply>>();

/**
 * PUT /api/auth/activate/{key}. A key works once, so one page asks once per key: React's
 * development double effects and a second submit after a failed password step reuse the answer.
 */
export function activateOnce(key: string): Promise<Reply> {
  let call = calls.get(key);
  if (!call) {
    call = callRoute(sessionRoutes.activate, { params: { value: key } });
    calls.set(key, call);
    // The key was not spent if the API was never reached: let the next attempt ask again.
    call.catch((error: unknown) => {
      if (error instanceof ApiError && error.isNetworkError) calls.delete(key);
    });
  }
  return call;
}
