import { Messages, statusMessage, type MessageKey } from './messages';

/** A field-level problem, shaped so the web can show it next to the field. */
export interface FieldIssue {
  path: string;
  message: string;
  code?: string;
  /** The catalogue message (core/src/catalogue/messages.ts) the message is, to translate it. */
  messageKey?: string;
  params?: Record<string, string | number>;
}

/** The one error taxonomy (docs/architecture.md). Anything else reaching the edge becomes a 500. */
export class AppError extends Error {
  /** For 429 and 503: seconds after which a retry may succeed (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly data?: unknown,
    message?: string,
  ) {
    super(message ?? Messages[messageKey]);
  }

  /** The spec's error object (its entity "Error object"). */
  toBody(requestId: string) {
    return {
      success: false as const,
      code: this.code,
      status: this.status,
      statusMessage: statusMessage(this.status),
      message: this.message,
      messageKey: this.messageKey,
      ...(this.data === undefined ? {} : { data: this.data }),
      meta: { requestId },
    };
  }
}

/** 400 with field-level issues; the message is the first issue's, so a toast says something useful. */
export const ValidationError = (issues: FieldIssue[]) =>
  new AppError(400, 'VALIDATION', 'badRequest', { issues }, issues[0]?.message);
export const BadRequest = (key: MessageKey) => new AppError(400, 'BAD_REQUEST', key);
/** 400 for one field, with a catalogue message (its key is also the issue's code, for the web). */
export const InvalidInput = (key: MessageKey, path: string) =>
  new AppError(400, 'VALIDATION', key, { issues: [{ path, message: Messages[key], code: key }] });
export const UnsupportedMediaType = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
export const MethodNotAllowed = () => new AppError(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed');
export const Unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'needAuth');
export const Forbidden = () => new AppError(403, 'FORBIDDEN', 'forbidden');
export const NotFound = () => new AppError(404, 'NOT_FOUND', 'notFound');
export const Conflict = (current?: unknown) =>
  new AppError(409, 'CONFLICT', 'conflict', current === undefined ? undefined : { current });
export const Locked = () => new AppError(423, 'LOCKED', 'locked');
export const PayloadTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
export const ServiceUnavailable = (key: MessageKey = 'serviceUnavailable') =>
  new AppError(503, 'SERVICE_UNAVAILABLE', key);

/** 429: a limit of the caller's company or address; Retry-After says when to try again. */
export function TooManyRequests(key: MessageKey, retryAfterSeconds: number, data?: unknown) {
  const err = new AppError(429, 'TOO_MANY_REQUESTS', key, data);
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return err;
}

/** Converts anything thrown into an AppError without leaking internals of unknown failures. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError(500, 'INTERNAL', 'internal');
}
