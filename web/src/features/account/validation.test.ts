import { describe, expect, it } from 'vitest';
import { validateEmail, validateNewPassword, validateRegistration, type RegistrationValues } from './validation';

const valid: RegistrationValues = {
  login: 'new.admin',
  email: 'new.admin@example.com',
  firstName: 'Nina',
  lastName: 'Ng',
  companyName: 'Nova Ltd',
  password: 'Welcome-2026!',
  confirmPassword: 'Welcome-2026!',
};

describe('registration form', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('names every bad field with the spec’s message key', () => {
    const errors = validateRegistration({
      login: 'has space',
      email: 'a@b',
      firstName: '',
      lastName: 'x'.repeat(51),
      companyName: ' ',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errors).toEqual({
      login: { key: 'loginInvalid' },
      email: { key: 'emailMin' },
      firstName: { key: 'firstNameRequired' },
      lastName: { key: 'lastNameMax' },
      companyName: { key: 'companyRequired' },
      password: { key: 'passwordMin', params: { min: 8 } },
      confirmPassword: { key: 'passwordMismatch' },
    });
  });

  it('asks for the confirmation to match even when the password is valid', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'Welcome-2027!' })).toEqual({
      confirmPassword: { key: 'passwordMismatch' },
    });
  });
});

describe('password reset forms', () => {
  it('applies the shared 8–50 rule and the confirmation', () => {
    expect(validateNewPassword({ newPassword: 'Welcome-2026!', confirmPassword: 'Welcome-2026!' })).toEqual({});
    expect(validateNewPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: { key: 'passwordRequired' },
    });
    expect(validateNewPassword({ newPassword: 'x'.repeat(51), confirmPassword: 'y' })).toMatchObject({
      newPassword: { key: 'passwordMax', params: { max: 50 } },
    });
    expect(validateNewPassword({ newPassword: 'Welcome-2026!', confirmPassword: 'nope' })).toEqual({
      confirmPassword: { key: 'passwordMismatch' },
    });
  });

  it('checks the e-mail of a reset request', () => {
    expect(validateEmail('someone@example.com')).toEqual({});
    expect(validateEmail('')).toEqual({ email: { key: 'emailRequired' } });
    expect(validateEmail('not-an-email')).toEqual({ email: { key: 'emailInvalid' } });
  });
});
