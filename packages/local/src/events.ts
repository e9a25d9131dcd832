import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { plainIp } from './throttle';

const TEXTUAL = /^(application\/(json|xml|x-www-form-urlencoded)|text\/)/;

/** Builds the event API Gateway (HTTP API, payload 2.0) would send for this request. */
export function apiEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  match: { routeKey: string; pathParameters: Record<string, string> },
  claims?: Record<string, unknown>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  // A plain object would take `__proto__` as its prototype, not as a parameter: the gateway passes every name.
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  url.searchParams.forEach((v, k) => (query[k] = query[k] === undefined ? v : `${query[k]},${v}`));
  // Bytes that are not UTF-8 text reach the function base64-encoded, as they were sent, never with characters replaced.
  const binary = body.length > 0 && (!TEXTUAL.test(headers['content-type'] ?? 'application/json') || !isUtf8(body));
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? { ...query } : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.length ? body.toString(binary ? 'base64' : 'utf8') : undefined,
    isBase64Encoded: binary,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        // API Gateway names an IPv4 caller by its IPv4 address; Node's dual-stack socket by its IPv4-mapped IPv6 one.
        sourceIp: plainIp(req.socket.remoteAddress ?? '127.0.0.1'),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

/** The parts of a Lambda context our handlers and Powertools read. */
export function lambdaContext(functionName: string, timeoutMs = 30_000, memoryMb = 1024): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
