import { PasswordChange, UserInfoUpdate } from '@esg/core/schemas/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '@esg/core/schemas/common';
import { toFieldErrors as fieldErrorsOf, type IssueLike } from '../../ui/fieldErrors';
import type { ValidationKey } from '../../i18n/validation';
import type { SettingsKey } from './i18n';

/**
 * The settings forms validate with the API's own schemas (core/src/schemas), so client and
 * server apply identical rules (docs/decisions/0002); this module only turns each failed rule
 * into a translated message key per field (spec §5 wording).
 */
export interface FieldMessage {
  /** A shared rule (`validation` namespace) or the settings page's own message. */
  key: ValidationKey | SettingsKey;
  params?: Record<string, number>;
}
export type FieldErrors = Partial<Record<string, FieldMessage>>;

const empty = (value: unknown) => value === undefined || value === null || value === '';

export function messageFor(field: string, code: string | undefined, value: unknown): FieldMessage | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
      if (empty(value)) return { key: `${field}Required` };
      return { key: code === 'too_big' ? `${field}Max` : `${field}Min` };
    case 'email':
      if (empty(value)) return { key: 'emailRequired' };
      return { key: code === 'too_small' ? 'emailMin' : code === 'too_big' ? 'emailMax' : 'emailInvalid' };
    case 'currentPassword':
      return { key: 'currentPasswordRequired' };
    case 'newPassword':
      if (empty(value)) return { key: 'passwordRequired' };
      return code === 'too_big'
        ? { key: 'passwordMax', params: { max: PASSWORD_MAX } }
        : { key: 'passwordMin', params: { min: PASSWORD_MIN } };
    case 'confirmPassword':
      return { key: 'passwordMismatch' };
    default:
      return null;
  }
}

/** First message per field, from client (zod) or server (`body.email`) issues alike. */
export const toFieldErrors = (issues: readonly IssueLike[], values: Record<string, unknown>): FieldErrors =>
  fieldErrorsOf(issues, (field, issue) => messageFor(field, issue.code, values[field]));

export function validateDetails(values: Record<string, unknown>): FieldErrors {
  const result = UserInfoUpdate.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}

export function validatePassword(values: Record<string, unknown>): FieldErrors {
  const result = PasswordChange.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}
