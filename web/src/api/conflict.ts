import type { RouteDef } from '@esg/core/contract/route';
import type { ZodType } from 'zod';
import type { CallOutput } from './client';
import { ApiError } from './errors';

/**
 * After a 409, the web takes what the refusal carries instead of reading it again (ADR 0083). These read
 * it; undefined means it carries nothing usable, and the caller reads the stored version as before.
 */

/** The version of the item a 409 carries. */
export function carriedVersion(error: unknown): number | undefined {
  const current = error instanceof ApiError ? error.current : undefined;
  const version =
    typeof current === 'object' && current !== null ? (current as { version?: unknown }).version : undefined;
  return typeof version === 'number' ? version : undefined;
}

/**
 * What a 409 carries, read as the answer of `route` (the GET of what was saved): its response schema decides,
 * imported from core/src/schemas by the caller, since the web's routes are data without schemas (ADR 0126).
 */
export function carriedAnswer<R extends RouteDef>(
  error: unknown,
  _route: R,
  schema: ZodType<CallOutput<R>>,
): CallOutput<R> | undefined {
  return carriedEntry(error, schema);
}

/** What a 409 carries, read as one entry of a list (`schema`: how its GET answers it). */
export function carriedEntry<E>(error: unknown, schema: ZodType<E>): E | undefined {
  const current = error instanceof ApiError ? error.current : undefined;
  if (current === undefined) return undefined;
  const parsed = schema.safeParse(current);
  return parsed.success ? parsed.data : undefined;
}
