import type { z } from 'zod';
import type { MessageReply } from '@esg/core/schemas/account';
import { apiRequest } from '../../api/client';

export const LOGOUT_SUCCESS = 'logout success';

/** POST /api/auth/logout: the server records the end of the session; replies 'logout success'. */
export async function postLogout(): Promise<z.output<typeof MessageReply>> {
  return apiRequest('/auth/logout', { method: 'POST', skipAuthFailure: true });
}
