import { Agent, request } from 'node:http';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Operation } from './load';

/**
 * Keep-alive, like a browser or API Gateway's own connection reuse: without it every request
 * would pay a TCP handshake and the bench would measure the kernel, not the gateway.
 * node:http rather than fetch, because the SDK's NodeHttpHandler (the baseline) uses node:http
 * too, so both sides pay the same client-side cost.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One call to the local gateway that must answer `status`; the body is drained, not parsed. */
export const callApi =
  (url: string, method: string, status: number, token?: string): Operation =>
  () =>
    new Promise<void>((resolve, reject) => {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const req = request(url, { method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === status ? resolve() : reject(new Error(`${method} ${url}: ${res.statusCode}`)),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

/** One JSON call to the local gateway over the same keep-alive agent: its status and parsed body. */
export function callJson<T>(
  url: string,
  method: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (payload) headers['content-type'] = 'application/json';
    const req = request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : undefined) as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The raw baseline: one GetItem of an existing item through lib-dynamodb, with the SDK defaults core's
 * db() uses, but a separate client so it shares no sockets or caches with the handler under test.
 */
export function rawGetItem(table: string, key: Record<string, string>): Operation {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  return async () => {
    const out = await doc.send(new GetCommand({ TableName: table, Key: key }));
    if (!out.Item) throw new Error(`GetItem ${JSON.stringify(key)}: no item (was the demo seeded?)`);
  };
}

/** One raw BatchGetItem of `keys`, the read a membership cache miss makes (ADR 0085): the floor under it. */
export function rawBatchGet(table: string, keys: Record<string, string>[]): Operation {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  return async () => {
    const out = await doc.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
    if (!out.Responses?.[table]?.length) throw new Error('BatchGetItem: no item (was the demo seeded?)');
  };
}

/** One raw GetItem's item (the bench reads the caller's login lookup to name the keys a miss reads). */
export async function readItem(table: string, key: Record<string, string>): Promise<Record<string, unknown>> {
  const out = await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
    new GetCommand({ TableName: table, Key: key }),
  );
  if (!out.Item) throw new Error(`GetItem ${JSON.stringify(key)}: no item`);
  return out.Item;
}

/**
 * Signs in as the web does locally (USER_PASSWORD_AUTH against cognito-local); the runtime set the
 * endpoint. `endpoint` names another: cognito-local itself, for a token without the claims (ADR 0085).
 */
export async function signIn(login: string, password: string, endpoint?: string): Promise<string> {
  const { id } = JSON.parse(process.env.SST_RESOURCE_UserPoolClient ?? '{}') as { id?: string };
  const out = await new CognitoIdentityProviderClient(endpoint ? { endpoint } : {}).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: id,
      AuthParameters: { USERNAME: login, PASSWORD: password },
    }),
  );
  const token = out.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in of ${login} returned no access token`);
  return token;
}

export const closeHttp = () => agent.destroy();
