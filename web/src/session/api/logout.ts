import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute, type CallOutput } from '../../api/client';

export const LOGOUT_SUCCESS = 'logout success';

/** POST /api/auth/logout: the server records the end of the session; replies 'logout success'. */
export async function postLogout(): Promise<CallOutput<typeof sessionRoutes.logout>> {
  return callRoute(sessionRoutes.logout, { skipAuthFailure: true });
}
