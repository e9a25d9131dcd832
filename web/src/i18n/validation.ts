import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from '@esg/core/schemas/validationMessages';

/**
 * The `validation` namespace: the messages for login, names, e-mail and password (docs/spec-coverage.md,
 * "Messages"), one key per rule, from core's trilingual object (the API's zod messages use the same English). Every
 * form that checks these fields shows them from here: `t(key, { ns: validationNs })`.
 */
export const validationNs = 'validation' as const;
export type { ValidationKey };

/** True when a message key is one of the shared rules (translate it in `validationNs`). */
export const isValidationKey = (key: string): key is ValidationKey => Object.hasOwn(VALIDATION_MESSAGES, key);

/** A shared rule's message: its key in `validationNs` and the numbers it says. */
export interface RuleMessage {
  key: ValidationKey;
  params?: Record<string, number>;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The shared rule a person's field broke (login, first and last name, e-mail, password and its
 * confirmation), from the zod issue's code and the value typed; null for any other field.
 */
export function personRule(field: string, code: string | undefined, value: unknown): RuleMessage | null {
  switch (field) {
    case 'login':
      if (blank(value)) return { key: 'loginRequired' };
      return { key: code === 'too_big' ? 'loginMax' : 'loginInvalid' };
    case 'firstName':
    case 'lastName':
      if (value === undefined || value === null || value === '') return { key: `${field}Required` };
      return { key: code === 'too_big' ? `${field}Max` : `${field}Min` };
    case 'email':
      if (blank(value)) return { key: 'emailRequired' };
      return { key: code === 'too_small' ? 'emailMin' : code === 'too_big' ? 'emailMax' : 'emailInvalid' };
    case 'password':
    case 'newPassword':
      if (blank(value)) return { key: 'passwordRequired' };
      return code === 'too_big'
        ? { key: 'passwordMax', params: { max: PASSWORD_MAX } }
        : { key: 'passwordMin', params: { min: PASSWORD_MIN } };
    case 'confirmPassword':
      return { key: 'passwordMismatch' };
    default:
      return null;
  }
}
