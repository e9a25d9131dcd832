import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Group } from '@esg/core/contract/route';
import { verifyAccessToken } from '@esg/core/infra/auth/verify';
import { authorizerToken } from '@esg/core/infra/auth/bearer';
import {
  InvalidInput,
  MethodNotAllowed,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
  toAppError,
  type AppError,
} from '@esg/core/errors';
import { ROOT, type LocalConfig } from './config';
import { apiEvent, lambdaContext } from './events';
import { BAD_ESCAPE, createRouter } from './router';
import { serveStatic } from './static';
import { EDGE_HEADERS } from '@esg/core/infra/edgeHeaders';
import { createThrottle } from './throttle';
import * as msg from '@esg/core/messages';

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's own payload limit; our handlers refuse JSON bodies over 1 MB themselves. */
const GATEWAY_MAX_BYTES = 10 * 1024 * 1024;

const handlers = new Map<Group, Promise<Handler>>();
/** Like a Lambda per resource group: each handler module loads on its first request and stays warm. */
const handlerOf = (group: Group) => {
  let h = handlers.get(group);
  if (!h) {
    h = import(pathToFileURL(join(ROOT, 'functions/src/handlers', `${group}.ts`)).href).then(
      (m: { handler: Handler }) => m.handler,
    );
    handlers.set(group, h);
  }
  return h;
};

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= GATEWAY_MAX_BYTES) chunks.push(c);
    });
    req.on('end', () => resolve(size > GATEWAY_MAX_BYTES ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | undefined,
  headers: Record<string, string | number | boolean> = {},
) {
  res.writeHead(status, {
    ...EDGE_HEADERS,
    ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
  });
  res.end(body);
}

/** The gateway's own refusals carry the spec's error object too, so a client handles one shape. */
const refuse = (res: ServerResponse, err: AppError) =>
  send(res, err.status, JSON.stringify(err.toBody(randomUUID())), {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(err.retryAfterSeconds ? { 'retry-after': err.retryAfterSeconds } : {}),
  });

/** The JWT authorizer of the HTTP API: a bad token never reaches a handler on a protected route. */
async function authorize(req: IncomingMessage) {
  const token = authorizerToken(req.headers.authorization);
  if (!token) return undefined;
  try {
    return (await verifyAccessToken(token)) as unknown as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

type Throttler = ReturnType<typeof createThrottle>;

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: ReturnType<typeof createRouter>,
  throttle: Throttler,
) {
  const match = route(req.method ?? 'GET', url.pathname);
  if (match === undefined) return refuse(res, NotFound());
  if (match === 'method-not-allowed') return refuse(res, MethodNotAllowed());
  // API Gateway refuses a path that does not percent-decode before routing or authorizing it.
  if (match === BAD_ESCAPE) return refuse(res, InvalidInput(msg.badPathEscape, 'params'));
  const body = await readBody(req);
  if (body === 'too-large') return refuse(res, PayloadTooLarge());
  // API Gateway throttles before the authorizer and the integration; the address is the event's sourceIp.
  const limit = match.route.throttle;
  const wait = limit ? throttle(match.routeKey, req.socket.remoteAddress ?? '', limit) : 0;
  if (wait > 0) return refuse(res, TooManyRequests(msg.tooManyRequests, wait));
  let claims: Record<string, unknown> | undefined;
  if (match.route.access !== 'public') {
    claims = await authorize(req);
    if (!claims) return refuse(res, Unauthorized());
  }
  const handler = await handlerOf(match.group);
  const out = await handler(apiEvent(req, url, body, match, claims), lambdaContext(`esg-${match.group}`));
  const payload = out.body === undefined ? undefined : Buffer.from(out.body, out.isBase64Encoded ? 'base64' : 'utf8');
  send(res, out.statusCode ?? 200, req.method === 'HEAD' ? undefined : payload, out.headers ?? {});
}

/**
 * Forwards the browser's Cognito calls to cognito-local, so the whole app lives on one origin.
 * Amplify refreshes tokens with GetTokensFromRefreshToken, which cognito-local lacks; it is the
 * same exchange as InitiateAuth REFRESH_TOKEN_AUTH, which it has, so that call is translated.
 */
async function proxyCognito(req: IncomingMessage, res: ServerResponse, cfg: LocalConfig) {
  const target = String(req.headers['x-amz-target'] ?? '');
  let body: Buffer | undefined;
  const headers: Record<string, string | string[] | undefined> = {
    ...req.headers,
    host: `localhost:${cfg.ports.cognito}`,
  };
  if (target.endsWith('.GetTokensFromRefreshToken')) {
    const raw = await readBody(req);
    const input = JSON.parse(raw === 'too-large' ? '{}' : raw.toString()) as {
      RefreshToken?: string;
      ClientId?: string;
    };
    body = Buffer.from(
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: input.ClientId,
        AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      }),
    );
    headers['x-amz-target'] = 'AWSCognitoIdentityProviderService.InitiateAuth';
    headers['content-length'] = String(body.length);
  }
  const upstream = httpRequest(
    { host: 'localhost', port: cfg.ports.cognito, method: req.method, path: '/', headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => send(res, 502, 'cognito-local unreachable'));
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

export function startGateway(cfg: LocalConfig, webConfig: () => unknown) {
  const route = createRouter();
  const throttle = createThrottle(cfg.throttleExempt);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', cfg.url);
    const work = url.pathname.startsWith('/api/')
      ? handleApi(req, res, url, route, throttle)
      : url.pathname.startsWith('/cognito')
        ? proxyCognito(req, res, cfg)
        : url.pathname === '/config.json'
          ? Promise.resolve(
              send(res, 200, JSON.stringify(webConfig()), {
                'content-type': 'application/json',
                'cache-control': 'no-store',
              }),
            )
          : serveStatic(req, res, url);
    work.catch((err: unknown) => {
      console.error('gateway error', err);
      if (!res.headersSent) refuse(res, toAppError(err));
    });
  });
  server.keepAliveTimeout = 65_000;
  return new Promise<{ close: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, () =>
      resolve({
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    );
  });
}
