import { apiRequest } from '../../api/client';
import type { Session } from '../types';

/** GET /api/session: user, role, company and the reporting years (core contract `getSession`). */
export async function fetchSession(opts: { skipAuthFailure?: boolean } = {}): Promise<Session> {
  return apiRequest<Session>('/session', opts);
}
