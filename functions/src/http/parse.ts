import * as z from 'zod';
import { PayloadTooLarge, ValidationError, type FieldIssue } from '@esg/core/errors';
import type { HttpMiddleware, HttpRequest } from './types';

/** API Gateway accepts up to 10 MB; no JSON call of ours needs more than 1 MB (files go to S3). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const issuesOf = (err: z.ZodError, prefix: string): FieldIssue[] =>
  err.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join('.'),
    message: i.message,
    code: i.code,
  }));

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError(issuesOf(result.error, part));
  return result.data;
}

function readJson(event: HttpRequest['event']): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw PayloadTooLarge();
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw ValidationError([{ path: 'body', message: 'Malformed JSON', code: 'invalid_json' }]);
  }
}

/** Path, query and body through the route's zod schemas; unknown fields are rejected (strict objects). */
export const parse = (): HttpMiddleware => ({
  before: (request) => {
    const { event } = request;
    const { esg } = request.context;
    const body = readJson(event);
    const { route } = esg;
    if (route.body && body === undefined)
      throw ValidationError([{ path: 'body', message: 'A request body is required.' }]);
    // The body is checked first, so a bad body is always reported as such, whatever the path says.
    const parsedBody = parsePart(route.body, body, 'body');
    esg.input = {
      params: parsePart(route.params, event.pathParameters ?? {}, 'params'),
      query: parsePart(route.query, event.queryStringParameters ?? {}, 'query'),
      body: parsedBody,
    };
  },
});
