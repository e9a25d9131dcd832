import { accessToken } from '../api/token';
import { fetchSession } from './api/getSession';
import { sessionStore } from './store';

/**
 * The spec's "going to Login with a token present refreshes authentication": Amplify renews the
 * tokens if they have expired, then the API re-validates the session and its data is stored
 * afresh. False (and local state cleared) when either says the session is over.
 */
export async function refreshAuthentication(): Promise<boolean> {
  try {
    const token = await accessToken();
    if (!token) throw new Error('no Cognito session');
    sessionStore.setToken(token);
    sessionStore.refresh(await fetchSession({ skipAuthFailure: true }));
    return true;
  } catch {
    sessionStore.clear();
    return false;
  }
}
