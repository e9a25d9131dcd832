import { getConfig } from '../shell/config';
import { accessToken, renewAccessToken } from '../api/token';
import { fetchGreeting } from './api/greeting';
import { fetchSession } from './api/getSession';
import { postLogout } from './api/logout';
import { sessionStore } from './store';
import { cognito } from './cognito';
import type { Session } from './types';

/** Anything that stops a sign-in; the login page shows one message for all of them. */
export class SignInFailed extends Error {
  constructor(cause?: unknown) {
    super('Failed to sign in! Please check your credentials and try again.', { cause });
    this.name = 'SignInFailed';
  }
}

async function hasAmplifyUser(): Promise<boolean> {
  try {
    return Boolean((await (await cognito()).fetchAuthSession()).tokens);
  } catch {
    return false;
  }
}

async function quietSignOut(): Promise<void> {
  try {
    await (await cognito()).signOut();
  } catch {
    // Nothing to sign out of, or Cognito unreachable: local tokens are gone either way.
  }
}

/**
 * The spec's states: logged out → Cognito sign-in → greeting check → session (user, role, years) stored
 * locally. A deactivated user gets tokens from Cognito but a 401 from /api/session.
 */
export async function signInUser(username: string, password: string): Promise<Session> {
  if (await hasAmplifyUser()) await quietSignOut();
  try {
    const result = await (
      await cognito()
    ).signIn({ username, password, options: { authFlowType: getConfig().cognito.authFlowType } });
    if (!result.isSignedIn) throw new Error(`sign-in step ${result.nextStep.signInStep}`);
    // The new sign-in's token replaces any stored one before the first call sends it (api/token.ts).
    await renewAccessToken();
  } catch (err) {
    throw new SignInFailed(err);
  }
  try {
    if ((await fetchGreeting()).trim() !== 'Hello') throw new Error('unexpected greeting');
    const session = await fetchSession({ skipAuthFailure: true });
    sessionStore.save(session, (await accessToken()) ?? '');
    return session;
  } catch (err) {
    await quietSignOut();
    sessionStore.clear();
    throw new SignInFailed(err);
  }
}

/** The spec's logout: tell the API, drop Cognito tokens, clear user, token, year and compPeriod. */
export async function signOutUser(): Promise<void> {
  try {
    await postLogout();
  } catch {
    // The server session may already be gone (expired token); signing out locally still matters.
  }
  await quietSignOut();
  sessionStore.clear();
}
