import { cognito } from '../session/cognito';
import { sessionStore } from '../session/store';

/** A stored token this close to its expiry is renewed first, so a request never arrives with a lapsed one. */
const RENEW_BEFORE_S = 60;

/** Seconds until a JWT's `exp` (0 for anything unreadable): the token's own claim, read without verifying. */
export function secondsLeft(jwt: string, now = Date.now()): number {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp - now / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The Cognito ACCESS token for the Authorization header: the stored one while it is good for more than a
 * minute, so a signed-in page load needs no Amplify (ADR 0126); else Amplify's, renewed with the refresh
 * token if it has expired. Undefined when nobody is signed in.
 */
export async function accessToken(): Promise<string | undefined> {
  const stored = sessionStore.token();
  if (stored && secondsLeft(stored) > RENEW_BEFORE_S) return stored;
  return renewAccessToken();
}

/** Amplify's current access token (renewed if need be), kept in the session store; undefined when signed out. */
export async function renewAccessToken(): Promise<string | undefined> {
  try {
    const { tokens } = await (await cognito()).fetchAuthSession();
    const token = tokens?.accessToken.toString();
    if (token) sessionStore.setToken(token);
    return token;
  } catch {
    return undefined;
  }
}
