import { ApiError } from '../api/errors';

/** A failed rule, from a zod check in the browser or the API's VALIDATION error (`body.email`). */
export interface IssueLike {
  path: readonly PropertyKey[] | string;
  code?: string;
  message?: string;
}

/** An issue's path as text segments, without the request part it was found in (`body`, `params`). */
export const pathOf = (issue: IssueLike): string[] =>
  (typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)).filter(
    (p) => p !== 'body' && p !== 'params',
  );

/** The field an issue is about: the last segment of its path (`body.names.en` → `en`). */
const lastSegment = (issue: IssueLike) => pathOf(issue).pop();

/**
 * The first message per field, from client and server issues alike. `messageOf` says it in the
 * feature's words (null: no message for that field); `fieldOf` picks the field from the path.
 */
export function toFieldErrors<M>(
  issues: readonly IssueLike[],
  messageOf: (field: string, issue: IssueLike) => M | null | undefined,
  fieldOf: (issue: IssueLike) => string | undefined = lastSegment,
): Partial<Record<string, M>> {
  const errors: Partial<Record<string, M>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!field || errors[field] !== undefined) continue;
    const message = messageOf(field, issue);
    if (message !== null && message !== undefined) errors[field] = message;
  }
  return errors;
}

/** The field issues of a refused save (a VALIDATION error), else none. */
export const validationIssues = (error: unknown): readonly IssueLike[] =>
  error instanceof ApiError && error.code === 'VALIDATION' ? error.issues : [];

/** What a schema (the API's own zod schema) refuses in `value`: no issues means valid. */
export function schemaIssues(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly IssueLike[] } } },
  value: unknown,
): readonly IssueLike[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []);
}
