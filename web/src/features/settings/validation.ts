import { PasswordChange, UserInfoUpdate } from '@esg/core/schemas/account';
import { toFieldErrors as fieldErrorsOf, type IssueLike } from '../../ui/fieldErrors';
import { personRule, type ValidationKey } from '../../i18n/validation';
import type { SettingsKey } from './i18n';

/**
 * The settings forms validate with the API's own schemas (core/src/schemas), so client and
 * server apply identical rules (docs/decisions/0002); this module only turns each failed rule
 * into a translated message key per field (the spec's wording, ADR 0026).
 */
export interface FieldMessage {
  /** A shared rule (`validation` namespace) or the settings page's own message. */
  key: ValidationKey | SettingsKey;
  params?: Record<string, number>;
}
export type FieldErrors = Partial<Record<string, FieldMessage>>;

export function messageFor(field: string, code: string | undefined, value: unknown): FieldMessage | null {
  if (field === 'currentPassword') return { key: 'currentPasswordRequired' };
  return personRule(field, code, value);
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
