import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../api/client';
import type { Session } from '../types';

/** GET /api/session: user, role, company and the reporting years (core contract `getSession`). */
export async function fetchSession(opts: { skipAuthFailure?: boolean } = {}): Promise<Session> {
  return callRoute(sessionRoutes.getSession, opts);
}
