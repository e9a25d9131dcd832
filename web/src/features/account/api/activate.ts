import type { z } from 'zod';
import type { MessageReply } from '@esg/core/schemas/account';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';

type Reply = z.output<typeof MessageReply>;
const calls = new Map<string, Promise<Reply>>();

/**
 * PUT /api/auth/activate/{key}. A key works once, so one page asks once per key: React's
 * development double effects and a second submit after a failed password step reuse the answer.
 */
export function activateOnce(key: string): Promise<Reply> {
  let call = calls.get(key);
  if (!call) {
    call = apiRequest<Reply>(`/auth/activate/${encodeURIComponent(key)}`, { method: 'PUT' });
    calls.set(key, call);
    // The key was not spent if the API was never reached: let the next attempt ask again.
    call.catch((error: unknown) => {
      if (error instanceof ApiError && error.isNetworkError) calls.delete(key);
    });
  }
  return call;
}
