import { apiRequest } from '../../api/client';

/** GET /api/greeting answers 'Hello' to a valid token (spec §4: the greeting check). */
export async function fetchGreeting(): Promise<string> {
  return apiRequest<string>('/greeting', { kind: 'text', skipAuthFailure: true });
}
