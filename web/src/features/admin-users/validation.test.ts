import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { serverFieldErrors, validateNewUser, validateUserEdit } from './validation';

const ROLE = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const valid = { login: 'new.user', firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com', roleId: ROLE };

describe('user form validation', () => {
  it('accepts a complete invitation', () => {
    expect(validateNewUser(valid)).toEqual({});
  });

  it('names each field with the spec’s message', () => {
    expect(validateNewUser({ ...valid, login: '', firstName: '', lastName: 'x'.repeat(51), email: 'a@b' })).toEqual({
      login: 'loginRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameMax',
      email: 'emailMin',
    });
    expect(validateNewUser({ ...valid, login: 'bad login!', firstName: '  ', email: 'not-an-email' })).toEqual({
      login: 'loginInvalid',
      firstName: 'firstNameMin',
      email: 'emailInvalid',
    });
    expect(validateNewUser({ ...valid, roleId: '' })).toEqual({ roleId: 'roleRequired' });
  });

  it('checks an edit without a login', () => {
    const edit = { firstName: 'Ada', lastName: 'Lee', email: 'x'.repeat(45) + '@example.com', langKey: 'en' };
    expect(validateUserEdit({ ...edit, roleId: ROLE, activated: true, version: 1 })).toEqual({ email: 'emailMax' });
  });

  it('edits an invited auditor, whose role is the fixed auditor role (ADR 0115)', () => {
    const edit = { firstName: 'Olivia', lastName: 'Ng', email: 'olivia@example.com', langKey: 'en' };
    expect(validateUserEdit({ ...edit, roleId: 'auditor', activated: false, version: 3 })).toEqual({});
  });

  it('puts duplicate logins and e-mails under their fields', () => {
    const body = (messageKey: string) => ({
      success: false as const,
      code: 'BAD_REQUEST',
      status: 400,
      statusMessage: '',
      message: '',
      messageKey,
    });
    expect(serverFieldErrors(new ApiError(400, 'BAD_REQUEST', '', body('loginInUse')), valid)).toEqual({
      login: { common: 'loginInUse' },
    });
    expect(serverFieldErrors(new ApiError(400, 'BAD_REQUEST', '', body('emailInUse')), valid)).toEqual({
      email: { common: 'emailInUse' },
    });
  });
});
