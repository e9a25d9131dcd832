import { PasswordChange, UserInfoUpdate } from '@esg/core/schemas/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '@esg/core/schemas/common';
import type { SettingsKey } from './i18n';

/**
 * The settings forms validate with the API's own schemas (core/src/schemas), so client and
 * server apply identical rules (docs/decisions/0002); this module only turns each failed rule
 * into a translated message key per field (spec §5 wording).
 */
export interface FieldMessage {
  key: SettingsKey;
  params?: Record<string, number>;
}
export type FieldErrors = Partial<Record<string, FieldMessage>>;

interface IssueLike {
  path: readonly PropertyKey[] | string;
  code?: string;
}

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
export function toFieldErrors(issues: readonly IssueLike[], values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = path.filter((p) => p !== 'body').pop();
    if (!field || errors[field]) continue;
    const message = messageFor(field, issue.code, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateDetails(values: Record<string, unknown>): FieldErrors {
  const result = UserInfoUpdate.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}

export function validatePassword(values: Record<string, unknown>): FieldErrors {
  const result = PasswordChange.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}
