import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { sessionRoutes } from '@esg/core/contract/session';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import type { UserInfo } from '../../../session/api/userInfo';
import { PasswordForm } from './PasswordForm';
import { UserDetailsForm } from './UserDetailsForm';

/** The settings forms check the API's own rules before sending, in the same words (ADR 0002). */
const info: UserInfo = {
  id: 'u1',
  login: 'acme.admin',
  firstName: 'Alice',
  lastName: 'Chan',
  email: 'alice@example.com',
  langKey: 'en',
  activated: true,
  roleId: 'r1',
  createdBy: 'system',
  createdDate: '2025-01-01T00:00:00Z',
  lastModifiedBy: 'system',
  lastModifiedDate: '2025-01-01T00:00:00Z',
  version: 1,
};

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
/** The message under each field, by its label. */
const messages = () =>
  Object.fromEntries(
    createWrapper(document.body)
      .findAllFormFields()
      .flatMap((f) => {
        const error = f.findError()?.getElement().textContent;
        return error ? [[f.findLabel()!.getElement().textContent, error]] : [];
      }),
  );

describe('user details', () => {
  it('refuses empty, too long and malformed values with the spec’s messages; nothing is sent', async () => {
    const { user } = renderWidget(<UserDetailsForm info={info} />);
    await user.clear(input('First name'));
    await user.clear(input('Last name'));
    await user.paste('x'.repeat(51));
    await user.clear(input('E-mail'));
    await user.type(input('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messages()).toEqual({
      'First name': 'Your first name is required.',
      'Last name': 'Your last name cannot be longer than 50 characters',
      'E-mail': 'Your email is invalid.',
    });

    await user.type(input('First name'), '   ');
    await user.clear(input('Last name'));
    await user.clear(input('E-mail'));
    await user.type(input('E-mail'), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messages()).toEqual({
      'First name': 'Your first name is required to be at least 1 character',
      'Last name': 'Your last name is required.',
      'E-mail': 'Your email is required to be at least 5 characters.',
    });
    expect(fakeApi.calls(sessionRoutes.putUserInfo)).toHaveLength(0);
  });
});

describe('password change (ADR 0002)', () => {
  it('a confirmation that differs and a short password are refused before anything is sent', async () => {
    const { user } = renderWidget(<PasswordForm />);
    await user.type(input('Current password'), 'Demo-pass-2026!');
    await user.type(input('New password'), 'Another-pass-2026');
    await user.type(input('New password confirmation'), 'Different-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(messages()['New password confirmation']).toBe('The password and its confirmation do not match!');

    await user.clear(input('New password'));
    await user.type(input('New password'), 'short');
    await user.clear(input('New password confirmation'));
    await user.type(input('New password confirmation'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(messages()).toEqual({ 'New password': 'Your password is required to be at least 8 characters.' });
    expect(fakeApi.calls(sessionRoutes.changePassword)).toHaveLength(0);
  });
});
