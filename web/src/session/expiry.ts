import type { ApiError } from '../api/errors';
import { notifications } from '../notifications/store';
import { sessionStore } from './store';
import { cognito } from './cognito';

/** Seconds-since-epoch expiry of the stored access token, if it is a readable JWT. */
function storedTokenExpiry(): number | null {
  const token = localStorage.getItem('token');
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/**
 * The spec's states: any 401 or 403 clears token, user, name, year and company name, goes to Login and
 * says 'Something went wrong' ('Your session expired.' when the session is over: the token had run
 * out, or a 401 says the session was ended — signed out or invalidated on another device). Handled
 * once: the first failure clears the session, and failures arriving without one are ignored.
 */
export function handleAuthFailure(error: ApiError, goToLogin: () => void): void {
  if (!sessionStore.hasToken()) return;
  const exp = storedTokenExpiry();
  const expired = error.status === 401 || (exp !== null && exp * 1000 <= Date.now());
  sessionStore.clear();
  void cognito()
    .then((c) => c.signOut())
    .catch(() => undefined);
  notifications.clear();
  notifications.push({ type: 'error', text: expired ? 'sessionExpired' : 'somethingWentWrong' });
  goToLogin();
}
