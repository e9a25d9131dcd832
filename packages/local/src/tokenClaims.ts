import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { ROOT, type LocalConfig } from './config';
import { readAll } from './streams';

type Trigger = (e: PreTokenGenerationV2TriggerEvent) => Promise<PreTokenGenerationV2TriggerEvent>;

/**
 * Cognito's pre-token-generation trigger, locally (ADR 0085). cognito-local passes a trigger's claims
 * to the ID token only, so this stand-in sits in front of it on the Cognito port every client uses (the
 * SDK and the gateway's /cognito): each access token it issues is reissued with the claims the AWS
 * trigger's own handler (functions/src/triggers/tokenClaims.ts) adds, signed with cognito-local's key,
 * so the API's verification against its JWKS is unchanged. Everything else passes through as it is.
 */
const require = createRequire(import.meta.url);
let key: KeyObject | undefined;
const signingKey = () =>
  (key ??= createPrivateKey(
    (
      JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as {
        pem: string;
      }
    ).pem,
  ));

let trigger: Promise<Trigger> | undefined;
const loadTrigger = () =>
  (trigger ??= import(pathToFileURL(join(ROOT, 'functions/src/triggers/tokenClaims.ts')).href).then(
    (m: { handler: Trigger }) => m.handler,
  ));

const b64url = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The access token with the trigger's claims added, signed again with cognito-local's key. */
export async function withClaims(token: string): Promise<string> {
  const [header, payload] = token.split('.');
  if (!header || !payload) return token;
  const claims = decode(payload);
  const source = (claims.auth_time === claims.iat ? 'Authentication' : 'RefreshTokens') as 'Authentication';
  const event = {
    version: '2',
    triggerSource: `TokenGeneration_${source}`,
    region: 'local',
    userPoolId: String(claims.iss).split('/').pop(),
    userName: String(claims.username),
    callerContext: { awsSdkVersion: 'local', clientId: String(claims.client_id) },
    request: { userAttributes: {}, groupConfiguration: {} },
    response: { claimsAndScopeOverrideDetails: {} },
  } as PreTokenGenerationV2TriggerEvent;
  const added = (await (await loadTrigger())(event)).response.claimsAndScopeOverrideDetails.accessTokenGeneration;
  const body = `${header}.${b64url({ ...claims, ...added?.claimsToAddOrOverride })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), signingKey()).toString('base64url')}`;
}

/** The answer's tokens reissued with claims, when it carries any; other answers as they are. */
async function rewrite(body: Buffer): Promise<Buffer> {
  if (!body.includes('"AccessToken"')) return body;
  const json = JSON.parse(body.toString('utf8')) as { AuthenticationResult?: { AccessToken?: string } };
  const result = json.AuthenticationResult;
  if (!result?.AccessToken) return body;
  result.AccessToken = await withClaims(result.AccessToken);
  return Buffer.from(JSON.stringify(json));
}

/** Listens on the Cognito port; cognito-local itself answers on `ports.cognitoLocal` behind it. */
export function startTokenClaims(cfg: LocalConfig): Server {
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const upstream = httpRequest(
        {
          host: 'localhost',
          port: cfg.ports.cognitoLocal,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `localhost:${cfg.ports.cognitoLocal}` },
        },
        (up) => {
          void readAll(up)
            .then(async (answer) => {
              const out = up.statusCode === 200 ? await rewrite(answer) : answer;
              const { 'transfer-encoding': _chunked, ...headers } = up.headers;
              res.writeHead(up.statusCode ?? 502, { ...headers, 'content-length': String(out.length) });
              res.end(out);
            })
            .catch(() => res.writeHead(502).end('token claims failed'));
        },
      );
      upstream.on('error', () => res.writeHead(502).end('cognito-local unreachable'));
      upstream.end(body);
    })();
  });
  server.on('error', (err) => console.error('token claims stand-in', err));
  return server.listen(cfg.ports.cognito, 'localhost');
}
