import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { getConfig } from '../shell/config';

/**
 * The Cognito endpoint override (local only). A relative value is resolved against the page;
 * under `npm run dev` the page comes from Vite, which proxies /cognito to the runtime, so the
 * endpoint is moved onto the page's origin to stay same-origin.
 */
export function cognitoEndpoint(raw: string | undefined, origin = window.location.origin): string | undefined {
  if (!raw) return undefined;
  const url = new URL(raw, origin);
  if (import.meta.env.DEV && url.pathname.startsWith('/cognito')) return new URL(url.pathname, origin).href;
  return url.href;
}

/** Cognito is identity only (docs/architecture.md): Amplify needs just the pool, the client and, locally, the endpoint. */
const { cognito } = getConfig();
const userPoolEndpoint = cognitoEndpoint(cognito.userPoolEndpoint);
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
    },
  },
});

export { fetchAuthSession, signIn, signOut };
