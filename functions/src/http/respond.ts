import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError, toAppError } from '@esg/core/errors';
import { isTransientAwsFault } from '@esg/core/infra/sdkConfig';
import type { BinaryReply, RouteDef } from '@esg/core/contract/route';
import { logger } from './logger';
import type { Esg, HttpMiddleware } from './types';
import * as msg from '@esg/core/messages';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** Serializes a success through the route's response schema, so nothing undeclared leaks out. */
export function success(route: RouteDef, result: unknown): APIGatewayProxyStructuredResultV2 {
  const statusCode = route.status ?? 200;
  if (route.kind === 'empty') return { statusCode: route.status ?? 204 };
  // Downloads: the client follows this to a short-lived presigned S3 URL (no file bytes through Lambda).
  if (route.kind === 'redirect')
    return { statusCode: 302, headers: { location: String(result), 'cache-control': 'no-store' } };
  if (route.kind === 'text')
    return { statusCode, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: String(result) };
  if (route.kind === 'binary') return binary(statusCode, result as BinaryReply);
  const body = route.response ? route.response.parse(result) : result;
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body ?? null) };
}

/**
 * Bytes as API Gateway wants them from Lambda: base64 with isBase64Encoded. The file name is
 * sent twice (RFC 6266): an ASCII fallback and the UTF-8 original for Chinese names.
 */
function binary(statusCode: number, reply: BinaryReply): APIGatewayProxyStructuredResultV2 {
  const ascii = reply.fileName.replace(/[^\w.-]/g, '_');
  const utf8 = encodeURIComponent(reply.fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return {
    statusCode,
    isBase64Encoded: true,
    headers: {
      'content-type': reply.contentType,
      'content-disposition': `${reply.disposition}; filename="${ascii}"; filename*=UTF-8''${utf8}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(reply.bytes).toString('base64'),
  };
}

const isCarrying = (data: unknown): data is { current: unknown } & Record<string, unknown> =>
  typeof data === 'object' && data !== null && 'current' in data;

/** Error middleware: maps anything thrown to the spec's error object; 5xx bodies say nothing internal. */
export const errorResponse = (): HttpMiddleware => ({
  onError: (request) => {
    const esg = request.context?.esg as Esg | undefined;
    const err = request.error;
    let appError = toAppError(err);
    // Throttling and outages of AWS services (down, timed out, 5xx) are the client's "try again later", not our bug.
    if (!(err instanceof AppError) && isTransientAwsFault(err)) {
      appError = new AppError(503, 'SERVICE_UNAVAILABLE', msg.serviceUnavailable);
    }
    if (appError.status >= 500) logger.error('request failed', { error: err as Error, route: esg?.routeId });
    // A 409 carries the entry as stored now, for a signed-in editor to reload (ADR 0083). A public route's caller (a
    // link's holder) is shown nothing stored: the link's record is the company's, never theirs.
    if (esg?.route?.access === 'public' && isCarrying(appError.data)) {
      const { current: _current, ...rest } = appError.data;
      const data = Object.keys(rest).length ? rest : undefined;
      appError = new AppError(
        appError.status,
        appError.code,
        { key: appError.messageKey, text: appError.message },
        data,
      );
    }
    request.response = {
      statusCode: appError.status,
      headers: appError.retryAfterSeconds
        ? { ...JSON_HEADERS, 'retry-after': String(appError.retryAfterSeconds) }
        : JSON_HEADERS,
      body: JSON.stringify(appError.toBody(esg?.requestId ?? 'unknown')),
    };
  },
});
