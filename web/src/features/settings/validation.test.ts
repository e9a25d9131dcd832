import { describe, expect, it } from 'vitest';
import { validateDetails, validatePassword, toFieldErrors } from './validation';

const details = { firstName: 'Alice', lastName: 'Chan', email: 'alice@example.com', langKey: 'en', version: 1 };
const passwords = {
  currentPassword: 'Demo-pass-2026!',
  newPassword: 'New-pass-2026!',
  confirmPassword: 'New-pass-2026!',
};

describe('user details', () => {
  it('accepts valid details', () => {
    expect(validateDetails(details)).toEqual({});
  });

  it('requires first and last names, 1 to 50 characters', () => {
    expect(validateDetails({ ...details, firstName: '', lastName: '' })).toEqual({
      firstName: { key: 'firstNameRequired' },
      lastName: { key: 'lastNameRequired' },
    });
    expect(validateDetails({ ...details, firstName: '   ' }).firstName).toEqual({ key: 'firstNameMin' });
    expect(validateDetails({ ...details, lastName: 'x'.repeat(51) }).lastName).toEqual({ key: 'lastNameMax' });
    expect(validateDetails({ ...details, lastName: 'x'.repeat(50) })).toEqual({});
  });

  it('requires an e-mail of 5 to 50 characters in a valid format', () => {
    expect(validateDetails({ ...details, email: '' }).email).toEqual({ key: 'emailRequired' });
    expect(validateDetails({ ...details, email: 'a@b' }).email).toEqual({ key: 'emailMin' });
    expect(validateDetails({ ...details, email: `${'a'.repeat(45)}@example.com` }).email).toEqual({ key: 'emailMax' });
    expect(validateDetails({ ...details, email: 'not-an-email' }).email).toEqual({ key: 'emailInvalid' });
  });
});

describe('password change (decision 0002: 8 to 50 on client and server)', () => {
  it('accepts a valid change', () => {
    expect(validatePassword(passwords)).toEqual({});
  });

  it('rejects a mismatched confirmation with the spec message key', () => {
    expect(validatePassword({ ...passwords, confirmPassword: 'other-pass-2026' })).toEqual({
      confirmPassword: { key: 'passwordMismatch' },
    });
  });

  it('applies the length rule', () => {
    expect(validatePassword({ ...passwords, newPassword: 'short', confirmPassword: 'short' }).newPassword).toEqual({
      key: 'passwordMin',
      params: { min: 8 },
    });
    const long = 'x'.repeat(51);
    expect(validatePassword({ ...passwords, newPassword: long, confirmPassword: long }).newPassword).toEqual({
      key: 'passwordMax',
      params: { max: 50 },
    });
    expect(validatePassword({ ...passwords, currentPassword: '' }).currentPassword).toEqual({
      key: 'currentPasswordRequired',
    });
  });
});

describe('server issues', () => {
  it('maps the API’s body.* paths onto the same messages', () => {
    const issues = [
      { path: 'body.email', message: 'Your email is invalid.', code: 'invalid_format' },
      { path: 'body.email', message: 'second issue ignored', code: 'too_big' },
      { path: 'body.unknown', message: 'ignored', code: 'custom' },
    ];
    expect(toFieldErrors(issues, { email: 'x@y' })).toEqual({ email: { key: 'emailInvalid' } });
  });
});
