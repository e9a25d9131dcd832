import * as z from 'zod';
import { AppError, InvalidInput, PayloadTooLarge, UnsupportedMediaType, ValidationError } from '@esg/core/errors';
import type { Message } from '@esg/core/messages';
import * as msg from '@esg/core/messages';
import { cleanTexts, type TextProblem } from '@esg/core/lib/text';
import { jsonShapeProblem, type JsonShapeProblem } from '@esg/core/lib/jsonShape';
import { catalogueEnglish, fieldIssuesOf } from '@esg/core/catalogue/zodRules';
import type { HttpMiddleware, HttpRequest } from './types';

/** API Gateway accepts up to 10 MB; no JSON call of ours needs more than 1 MB (files go to S3). */
export const MAX_BODY_BYTES = 1024 * 1024;

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string) {
  if (!schema) return undefined;
  // Rules without a message of their own say the catalogue's generic one, not zod's English.
  const result = schema.safeParse(value, { error: catalogueEnglish });
  if (!result.success) throw ValidationError(fieldIssuesOf(result.error, part));
  return result.data;
}

/** application/json or any +json type, with or without a charset. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** A content type's charset parameter, unquoted and in lower case; undefined when it names none. */
function charsetOf(type: string): string | undefined {
  const param = type
    .split(';')
    .slice(1)
    .map((p) => p.trim())
    .find((p) => /^charset\s*=/i.test(p));
  if (param === undefined) return undefined;
  const value = param.slice(param.indexOf('=') + 1).trim();
  return (/^"([^"]*)"$/.exec(value)?.[1] ?? value).toLowerCase();
}

/**
 * JSON is UTF-8 (RFC 8259 §8.1): a body said to be in another charset is refused rather than read as UTF-8, in the one
 * place the media type is checked (docs/decisions/0020-input-hygiene.md, amended). No charset reads as UTF-8.
 */
function checkMediaType(type: string) {
  if (!JSON_TYPE.test(type)) throw UnsupportedMediaType();
  const charset = charsetOf(type);
  if (charset !== undefined && charset !== 'utf-8') throw UnsupportedMediaType(msg.unsupportedCharset);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A body's bytes as text: bytes that are not UTF-8 are refused as the text rules refuse a lone surrogate (ADR 0020). */
function utf8(raw: Buffer): string {
  try {
    return STRICT_UTF8.decode(raw);
  } catch {
    const issue = { path: 'body', message: msg.textInvalidUnicode.text, code: 'textInvalidUnicode' };
    throw new AppError(400, 'VALIDATION', msg.textInvalidUnicode, { issues: [issue] });
  }
}

function readJson(event: HttpRequest['event'], takesBody: boolean): unknown {
  if (!event.body) return undefined;
  // docs/decisions/0020: a body the route does not take is refused, whatever its type.
  if (!takesBody) throw InvalidInput(msg.bodyNotAllowed, 'body');
  checkMediaType(event.headers['content-type'] ?? '');
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw PayloadTooLarge();
  const text = utf8(raw);
  try {
    return JSON.parse(text);
  } catch {
    throw ValidationError([{ path: 'body', message: 'Malformed JSON', code: 'invalid_json' }]);
  }
}

/** The messages of what the request layer refuses in any body, by problem (ADRs 0020, 0062). */
const REFUSED: Record<TextProblem | JsonShapeProblem['problem'], Message> = {
  textControlCharacter: msg.textControlCharacter,
  textInvalidUnicode: msg.textInvalidUnicode,
  textBidiOverride: msg.textBidiOverride,
  jsonTooDeep: msg.jsonTooDeep,
  jsonTooManyValues: msg.jsonTooManyValues,
  jsonForbiddenKey: msg.jsonForbiddenKey,
};

/** The shape limits (docs/decisions/0062-hostile-input.md), measured before anything walks the value. */
function checkShape(value: unknown, part: string) {
  const found = jsonShapeProblem(value, part);
  if (!found) return;
  const { problem, path } = found;
  const field = path.slice(path.lastIndexOf('.') + 1);
  const message = problem === 'jsonForbiddenKey' ? `The field name "${field}" is not allowed.` : REFUSED[problem].text;
  throw new AppError(400, 'VALIDATION', REFUSED[problem], { issues: [{ path, message, code: problem }] }, message);
}

/** NFC and the text rules of core/src/lib/text.ts, before any schema sees the value (docs/decisions/0020). */
function clean(value: unknown, part: string): unknown {
  checkShape(value, part);
  const { value: cleaned, issues } = cleanTexts(value, part);
  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION', REFUSED[issues[0]!.problem], {
      issues: issues.map((i) => ({ path: i.path, message: REFUSED[i.problem].text, code: i.problem })),
    });
  return cleaned;
}

const NO_QUERY = z.strictObject({});

/** Path, query and body through the route's zod schemas; unknown fields are rejected (strict objects). */
export const parse = (): HttpMiddleware => ({
  before: (request) => {
    const { event } = request;
    const { esg } = request.context;
    const { route } = esg;
    const sent = clean(readJson(event, !!route.body), 'body');
    // An empty body is no body; one whose every field is optional reads as {} (docs/decisions/0020, amended).
    const body = sent === undefined && route.body?.safeParse({}).success ? {} : sent;
    if (route.body && body === undefined)
      throw ValidationError([{ path: 'body', message: 'A request body is required.' }]);
    // The body is checked first, so a bad body is always reported as such, whatever the path says.
    const parsedBody = parsePart(route.body, body, 'body');
    esg.input = {
      params: parsePart(route.params, clean(event.pathParameters ?? {}, 'params'), 'params'),
      // A route without a query takes none: an unknown parameter is refused as on every other route (ADR 0020).
      query: parsePart(route.query ?? NO_QUERY, clean(event.queryStringParameters ?? {}, 'query'), 'query'),
      body: parsedBody,
    };
  },
});
