import { cognito } from '../session/cognito';

/**
 * The Cognito ACCESS token for the Authorization header. Amplify refreshes it when it has
 * expired and a refresh token is still valid; undefined when nobody is signed in.
 */
export async function accessToken(): Promise<string | undefined> {
  try {
    const { tokens } = await (await cognito()).fetchAuthSession();
    return tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}
