import { UserCreate, UserEdit } from '@esg/core/schemas/users';
import { ApiError } from '../../api/errors';
import { toFieldErrors as fieldErrorsOf, type IssueLike } from '../../ui/fieldErrors';
import type { ValidationKey } from '../../i18n/validation';
import type { AdminUsersKey } from './i18n';
import type { CommonKey } from '../../i18n/common';

/**
 * The user forms validate with the API's own schemas (core/src/schemas/users.ts), so client and
 * server apply the same rules; this module turns each failed rule into a message key per field
 * (spec §5 wording). Server issues (`body.email`) map the same way.
 */
export type FieldErrors = Partial<Record<string, ValidationKey | AdminUsersKey | { common: CommonKey }>>;

const empty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export function messageFor(
  field: string,
  code: string | undefined,
  value: unknown,
): ValidationKey | AdminUsersKey | null {
  switch (field) {
    case 'login':
      if (empty(value)) return 'loginRequired';
      return code === 'too_big' ? 'loginMax' : 'loginInvalid';
    case 'firstName':
    case 'lastName':
      if (value === undefined || value === '') return `${field}Required`;
      return code === 'too_big' ? `${field}Max` : `${field}Min`;
    case 'email':
      if (empty(value)) return 'emailRequired';
      return code === 'too_small' ? 'emailMin' : code === 'too_big' ? 'emailMax' : 'emailInvalid';
    case 'roleId':
      return 'roleRequired';
    default:
      return null;
  }
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

/** A refused save: duplicate login or e-mail go under their field (spec §8 texts), field issues too. */
export function serverFieldErrors(error: unknown, values: Record<string, unknown>): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.messageKey === 'loginInUse') return { login: { common: 'loginInUse' } };
  if (error.messageKey === 'emailInUse') return { email: { common: 'emailInUse' } };
  return error.code === 'VALIDATION' ? toFieldErrors(error.issues, values) : {};
}
