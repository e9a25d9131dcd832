import { format } from '../lib/format';
/**
 * Password length: the spec says 4–50 but reminds users of 8; Cognito cannot go below 6.
 * We apply 8–50 on client and server (docs/decisions/0002-password-length.md). Here, beside the
 * messages that name them, so the web's boot reads them without zod (ADR 0084).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

/**
 * The spec's validation messages for people's fields (login, names, e-mail, password) in English: the one source for
 * the API's zod messages (schemas/common.ts) and the web's `validation` namespace, whose Chinese is in
 * validationMessagesChinese.ts (docs/decisions/0142-a-lambda-carries-what-it-runs.md). `{min}` / `{max}` are filled in by
 * whoever shows the message.
 */
export const VALIDATION_MESSAGES = {
  loginRequired: 'Your username is required.',
  loginMin: 'Your username is required to be at least 1 character.',
  loginMax: 'Your username cannot be longer than 50 characters.',
  loginInvalid: 'Your username is invalid.',
  firstNameRequired: 'Your first name is required.',
  firstNameMin: 'Your first name is required to be at least 1 character',
  firstNameMax: 'Your first name cannot be longer than 50 characters',
  lastNameRequired: 'Your last name is required.',
  lastNameMin: 'Your last name is required to be at least 1 character',
  lastNameMax: 'Your last name cannot be longer than 50 characters',
  emailRequired: 'Your email is required.',
  emailMin: 'Your email is required to be at least 5 characters.',
  emailMax: 'Your email cannot be longer than 50 characters.',
  emailInvalid: 'Your email is invalid.',
  passwordRequired: 'Your password is required.',
  passwordMin: 'Your password is required to be at least {min} characters.',
  passwordMax: 'Your password cannot be longer than {max} characters.',
  passwordMismatch: 'The password and its confirmation do not match!',
} as const satisfies Record<string, string>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A rule's English text, placeholders filled (`passwordMin` with `{ min: 8 }`). */
export const validationEn = (key: ValidationKey, values: Record<string, number> = {}): string =>
  format(VALIDATION_MESSAGES[key], values);
