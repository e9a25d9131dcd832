import { UserCreate, UserEdit } from '@esg/core/schemas/users';
import { ApiError } from '../../api/errors';
import { toFieldErrors as fieldErrorsOf, type IssueLike } from '../../ui/fieldErrors';
import { personRule, type ValidationKey } from '../../i18n/validation';
import type { AdminUsersKey } from './i18n';
import type { CommonKey } from '../../i18n/common';

/**
 * The user forms validate with the API's own schemas (core/src/schemas/users.ts), so client and
 * server apply the same rules; this module turns each failed rule into a message key per field
 * (the spec's wording, ADR 0026). Server issues (`body.email`) map the same way.
 */
export type FieldErrors = Partial<Record<string, ValidationKey | AdminUsersKey | { common: CommonKey }>>;

export function messageFor(
  field: string,
  code: string | undefined,
  value: unknown,
): ValidationKey | AdminUsersKey | null {
  if (field === 'roleId') return 'roleRequired';
  return personRule(field, code, value)?.key ?? null;
}

export const toFieldErrors = (issues: readonly IssueLike[], values: Record<string, unknown>): FieldErrors =>
  fieldErrorsOf(issues, (field, issue) => messageFor(field, issue.code, values[field]));

export function validateNewUser(values: Record<string, unknown>): FieldErrors {
  const result = UserCreate.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}

export function validateUserEdit(values: Record<string, unknown>): FieldErrors {
  const result = UserEdit.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}

/** A refused save: duplicate login or e-mail go under their field, field issues too. */
export function serverFieldErrors(error: unknown, values: Record<string, unknown>): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.messageKey === 'loginInUse') return { login: { common: 'loginInUse' } };
  if (error.messageKey === 'emailInUse') return { email: { common: 'emailInUse' } };
  return error.code === 'VALIDATION' ? toFieldErrors(error.issues, values) : {};
}
