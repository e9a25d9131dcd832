import { PasswordResetFinish, Registration } from '@esg/core/schemas/account';
import { Email } from '@esg/core/schemas/people';
import { toFieldErrors as fieldErrorsOf, type IssueLike } from '../../ui/fieldErrors';
import { personRule, type ValidationKey } from '../../i18n/validation';
import type { FieldKey } from './i18n';
import type { CommonKey } from '../../i18n/common';

/**
 * The account forms validate with the API's own schemas (core/src/schemas), so client and server
 * apply identical rules (8–50 character passwords: docs/decisions/0002); this only turns each
 * failed rule into a translated message per field.
 */
export type FieldMessage =
  | {
      /** A shared rule (`validation` namespace) or the account pages' own message. */
      key: ValidationKey | FieldKey;
      params?: Record<string, number>;
    }
  | {
      /** One of the API's messages (`common` namespace: core/src/messages.ts), said at the field it names. */
      key: CommonKey;
      ns: 'common';
    };
export type FieldErrors = Partial<Record<string, FieldMessage>>;

export function messageFor(field: string, code: string | undefined, value: unknown): FieldMessage | null {
  if (field === 'companyName') return { key: code === 'too_big' ? 'companyMax' : 'companyRequired' };
  return personRule(field, code, value);
}

/** First message per field, from client (zod) or server (`body.email`) issues alike. */
export const toFieldErrors = (issues: readonly IssueLike[], values: object): FieldErrors =>
  fieldErrorsOf(issues, (field, issue) => messageFor(field, issue.code, (values as Record<string, unknown>)[field]));

export interface RegistrationValues {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  password: string;
  confirmPassword: string;
}

export function validateRegistration(values: RegistrationValues): FieldErrors {
  const { confirmPassword, ...body } = values;
  const result = Registration.safeParse(body);
  const errors = result.success ? {} : toFieldErrors(result.error.issues, values);
  if (confirmPassword !== values.password) errors.confirmPassword ??= { key: 'passwordMismatch' };
  return errors;
}

export function validateNewPassword(values: { newPassword: string; confirmPassword: string }): FieldErrors {
  const result = PasswordResetFinish.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, values);
}

export function validateEmail(email: string): FieldErrors {
  const result = Email.safeParse(email);
  return result.success
    ? {}
    : toFieldErrors(
        result.error.issues.map((i) => ({ ...i, path: ['email'] })),
        { email },
      );
}
