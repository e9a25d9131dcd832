import { accessToken } from '../api/token';
import { sessionStore } from './store';

/**
 * At boot: a stored user without a usable token (cleared storage, expired refresh) is no session. A
 * stored token still good needs no Amplify (ADR 0126); an expired one is renewed through it. Apart from
 * sign-in (auth.ts), so the boot does not load the session contract (ADR 0084).
 */
export async function reconcileStoredSession(): Promise<void> {
  if (!sessionStore.hasToken()) return;
  const token = await accessToken();
  if (token) sessionStore.setToken(token);
  else sessionStore.clear();
}
