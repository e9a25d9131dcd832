import type { Message } from './messages';
import * as msg from './messages';

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
  /** The catalogue key of the message (messages.ts): the web shows its own translation of it. */
  readonly messageKey: string;

  constructor(
    readonly status: number,
    readonly code: string,
    message: Message,
    readonly data?: unknown,
    text?: string,
  ) {
    super(text ?? message.text);
    this.messageKey = message.key;
  }

  /** The spec's error object (its entity "Error object"): every one of its fields, `data` null when nothing is carried. */
  toBody(requestId: string) {
    return {
      success: false as const,
      code: this.code,
      status: this.status,
      statusMessage: statusMessage(this.status),
      message: this.message,
      messageKey: this.messageKey,
      data: this.data ?? null,
      meta: { requestId },
    };
  }
}

/** 400 with field-level issues; the message is the first issue's, so a toast says something useful. */
export const ValidationError = (issues: FieldIssue[]) =>
  new AppError(400, 'VALIDATION', msg.badRequest, { issues }, issues[0]?.message);
export const BadRequest = (message: Message) => new AppError(400, 'BAD_REQUEST', message);
/** 400 for one field, with a catalogue message (its key is also the issue's code, for the web). */
export const InvalidInput = (message: Message, path: string) =>
  new AppError(400, 'VALIDATION', message, { issues: [{ path, message: message.text, code: message.key }] });
export const UnsupportedMediaType = (message: Message = msg.unsupportedMediaType) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const MethodNotAllowed = () => new AppError(405, 'METHOD_NOT_ALLOWED', msg.methodNotAllowed);
export const Unauthorized = () => new AppError(401, 'UNAUTHORIZED', msg.needAuth);
export const Forbidden = () => new AppError(403, 'FORBIDDEN', msg.forbidden);
export const NotFound = () => new AppError(404, 'NOT_FOUND', msg.notFound);
export const Conflict = (current?: unknown) =>
  new AppError(409, 'CONFLICT', msg.conflict, current === undefined ? undefined : { current });
export const Locked = () => new AppError(423, 'LOCKED', msg.locked);
/**
 * The write path's answer for a year held by another writer — an Excel import's commit (ADR 0040) or the year's lock
 * while it checks the year (ADR 0161) — which a save passes on as it is, never as a conflict with its own version.
 */
export const isYearHeld = (err: unknown): err is AppError =>
  err instanceof AppError && (err.messageKey === 'excelApplying' || err.messageKey === 'yearLocking');
export const PayloadTooLarge = (message: Message = msg.payloadTooLarge) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const ServiceUnavailable = (message: Message = msg.serviceUnavailable) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message);

/** 429: a limit of the caller's company or address; Retry-After says when to try again. */
export function TooManyRequests(message: Message, retryAfterSeconds: number, data?: unknown) {
  const err = new AppError(429, 'TOO_MANY_REQUESTS', message, data);
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return err;
}

/** Converts anything thrown into an AppError without leaking internals of unknown failures. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError(500, 'INTERNAL', msg.internal);
}

/** The spec's error catalogue: the status message that accompanies each HTTP status. */
export function statusMessage(status: number): string {
  switch (status) {
    case 200:
      return 'All done. Request successfully executed';
    case 201:
      return 'Data successfully created';
    case 400:
      return 'Bad Request';
    case 401:
      return 'Need auth';
    case 404:
      return 'Not found';
    case 503:
      return 'Service unavailable. Try again later';
    default:
      return 'Something wrong. Client default error message';
  }
}
