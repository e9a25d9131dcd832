import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../api/client';

/** GET /api/greeting answers 'Hello' to a valid token (the greeting check a signed-in page makes). */
export async function fetchGreeting(): Promise<string> {
  return callRoute(sessionRoutes.greeting, { skipAuthFailure: true });
}
