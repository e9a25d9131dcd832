import { inject } from 'vitest';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const baseUrl = () => inject('runtime').url;

/** Signs in as the web does locally (USER_PASSWORD_AUTH against cognito-local); returns the access token. */
export async function signIn(login: string, password = DEMO_PASSWORD): Promise<string> {
  const clientId = JSON.parse(process.env.SST_RESOURCE_UserPoolClient!).id as string;
  const out = await new CognitoIdentityProviderClient({}).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: login, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to the local gateway. `body` objects are sent as JSON; strings as they are. */
export async function call<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // text replies (greeting) stay text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Every mail the local SES stand-in captured. */
export async function inbox(): Promise<{ to: string; subject: string; text: string; at: number }[]> {
  const res = await fetch(`${inject('runtime').inboxUrl}store`);
  const store = (await res.json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text: string }; at: number }[];
  };
  return store.emails.map((e) => ({ to: e.destination.to.join(','), subject: e.subject, text: e.body.text, at: e.at }));
}
