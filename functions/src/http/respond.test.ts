import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
} from '@aws-sdk/client-dynamodb';
import { route } from '@esg/core/contract/route';
import { Conflict, statusMessage } from '@esg/core/errors';
import { groupHandler } from './group';
import type { EsgContext } from './types';

/**
 * The error middleware as API Gateway's Lambda sees it: the real middy chain of a resource group
 * (route selection, authentication, parsing, error middleware) around implementations that fail
 * the way ours and the AWS SDK's do. Public routes need no token, so nothing here touches AWS.
 */

/** What the DynamoDB SDK throws when AWS throttles us: the client's "try again later", not our bug. */
const THROTTLES = {
  throttling: () => new ThrottlingException({ message: 'Rate exceeded for table esg', $metadata: {} }),
  provisioned: () =>
    new ProvisionedThroughputExceededException({ message: 'Throughput exceeds the table limit', $metadata: {} }),
  requestLimit: () => new RequestLimitExceeded({ message: 'Account request limit exceeded', $metadata: {} }),
};

const routes = {
  crash: route({ method: 'GET', path: '/api/test/crash', group: 'misc', access: 'public' }),
  throttled: route({
    method: 'GET',
    path: '/api/test/throttled/{fault}',
    group: 'misc',
    access: 'public',
    params: z.strictObject({ fault: z.enum(['throttling', 'provisioned', 'requestLimit']) }),
  }),
  create: route({
    method: 'POST',
    path: '/api/test/things',
    group: 'misc',
    access: 'public',
    body: z.strictObject({ name: z.string().min(1) }),
    response: z.object({ name: z.string() }),
    status: 201,
  }),
  mine: route({ method: 'GET', path: '/api/test/mine', group: 'misc', access: 'authenticated' }),
  raced: route({ method: 'POST', path: '/api/test/raced', group: 'misc', access: 'public' }),
};

const handler = groupHandler(routes, {
  crash: async () => {
    throw new Error('secret detail');
  },
  throttled: async ({ params }) => {
    throw THROTTLES[params.fault]();
  },
  create: async ({ body }) => ({ name: body.name }),
  mine: async () => undefined,
  raced: async () => {
    throw Conflict({ memberId: 'm1', formsSubmitted: 3 });
  },
});

/** A payload 2.0 event for a route key API Gateway matched (or did not: an unknown key). */
function event(routeKey: string, path: string, opts: { body?: string; params?: Record<string, string> } = {}) {
  const [method] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'user-agent': 'respond-test' },
    pathParameters: opts.params,
    body: opts.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(),
      routeKey,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'respond-test' },
    },
  } as unknown as APIGatewayProxyEventV2;
}

const context = () =>
  ({
    functionName: 'esg-test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:esg-test',
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 30_000,
  }) as unknown as EsgContext;

/**
 * Invokes the handler; also returns what the Powertools logger wrote (one JSON object a line, as
 * CloudWatch receives it), so a test can see where the detail went instead of the body.
 */
async function invoke(e: APIGatewayProxyEventV2) {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  // Powertools writes ERROR lines with console.error, the others with console.log.
  const streams = [process.stdout, process.stderr].map((s) => vi.spyOn(s, 'write').mockImplementation(capture));
  let out: APIGatewayProxyStructuredResultV2;
  try {
    out = (await handler(e, context())) as APIGatewayProxyStructuredResultV2;
  } finally {
    streams.forEach((s) => s.mockRestore());
  }
  const logs = lines
    .flatMap((l) => l.split('\n'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as { level: string; message: string; requestId?: string; error?: { message: string } }];
      } catch {
        return [];
      }
    });
  return { status: out.statusCode, raw: out.body ?? '', body: JSON.parse(out.body ?? 'null'), logs };
}

describe('error middleware: 5xx bodies say nothing internal', () => {
  it("turns an implementation's Error into 500 with the spec's error object and no detail or stack", async () => {
    const e = event('GET /api/test/crash', '/api/test/crash');
    const res = await invoke(e);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      code: 'INTERNAL',
      status: 500,
      statusMessage: 'Something wrong. Client default error message',
      message: 'Internal server error',
      messageKey: 'internal',
      data: null,
      meta: { requestId: e.requestContext.requestId },
    });
    expect(res.raw).not.toContain('secret detail');
    expect(res.raw).not.toMatch(/\bat .+:\d+:\d+|stack|Error:/);
    // The detail is not lost: operators find it in the log line of the same request.
    expect(res.logs).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        requestId: e.requestContext.requestId,
        error: expect.objectContaining({ message: 'secret detail' }),
      }),
    );
  });

  it.each(Object.keys(THROTTLES) as (keyof typeof THROTTLES)[])(
    "maps the DynamoDB SDK's %s fault to 503 'Service unavailable. Try again later'",
    async (fault) => {
      const res = await invoke(
        event('GET /api/test/throttled/{fault}', `/api/test/throttled/${fault}`, { params: { fault } }),
      );
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
        statusMessage: 'Service unavailable. Try again later',
        message: 'Service unavailable. Try again later',
      });
      // The SDK's own message names the table and the account limits: internal detail, for the log only.
      expect(res.raw).not.toMatch(/Rate exceeded|Throughput|limit exceeded|Exception/);
      expect(res.logs).toContainEqual(expect.objectContaining({ level: 'ERROR', message: 'request failed' }));
    },
  );
});

describe('the status messages of the error object', () => {
  it('400 Bad Request: a body the route schema refuses, with the field named', async () => {
    const res = await invoke(event('POST /api/test/things', '/api/test/things', { body: '{"name":"","extra":1}' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, statusMessage: 'Bad Request', code: 'VALIDATION' });
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain('body.name');
    // The caller's mistake is no operator alarm.
    expect(res.logs.filter((l) => l.level === 'ERROR')).toEqual([]);
  });

  it('401 Need auth: a signed-in route called without a token', async () => {
    const res = await invoke(event('GET /api/test/mine', '/api/test/mine'));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, statusMessage: 'Need auth', message: 'Need auth' });
    // Every field of the spec's error object is there, data null when the error carries nothing.
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining(['data', 'success', 'meta', 'code', 'status', 'statusMessage', 'message']),
    );
    expect(res.body.data).toBeNull();
  });

  it('404 Not found: a route key the group does not serve', async () => {
    const res = await invoke(event('GET /api/test/nowhere', '/api/test/nowhere'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, statusMessage: 'Not found', message: 'Not found' });
  });

  it('201 on a create route answers the response schema, with no error object', async () => {
    const res = await invoke(event('POST /api/test/things', '/api/test/things', { body: '{"name":"Acme"}' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Acme' });
  });

  // Success bodies are the resource itself (the web shows the status text); the table is still the spec's.
  it.each([
    [200, 'All done. Request successfully executed'],
    [201, 'Data successfully created'],
    [400, 'Bad Request'],
    [401, 'Need auth'],
    [404, 'Not found'],
    [503, 'Service unavailable. Try again later'],
    [418, 'Something wrong. Client default error message'],
  ])('%i → %s', (status, text) => {
    expect(statusMessage(status)).toBe(text);
  });
});

describe('a conflict on a public route', () => {
  it('answers 409 with the spec message and shows the link’s holder nothing stored', async () => {
    const res = await invoke(event('POST /api/test/raced', '/api/test/raced'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'CONFLICT', messageKey: 'conflict' });
    expect(res.body.data).toBeNull();
    expect(res.raw).not.toContain('memberId');
  });
});
