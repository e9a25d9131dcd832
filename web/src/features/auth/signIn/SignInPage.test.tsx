import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInPage } from './SignInPage';

const noop = () => undefined;

describe('the sign-in page drawn on its own (ADR 0093)', () => {
  it.each([
    ['en', 'User name', 'Password', 'Sign in', 'Language'],
    ['hk', '用戶名稱', '密碼', '登入', '語言'],
    ['cn', '用户名', '密码', '登录', '语言'],
  ] as const)(
    'reads in %s: labelled fields, the button and the language select',
    (language, user, pass, submit, lang) => {
      render(<SignInPage language={language} onLanguage={noop} onSignedIn={noop} />);
      expect(screen.getByLabelText(user)).toHaveProperty('autocomplete', 'username');
      expect(screen.getByLabelText(pass)).toHaveProperty('type', 'password');
      expect(screen.getByRole('button', { name: submit })).toBeTruthy();
      expect(screen.getByLabelText(lang)).toHaveProperty('value', language);
      expect(screen.getByTestId('client-version').textContent).toMatch(/\d+\.\d+\.\d+/);
    },
  );

  it('refuses an empty form field by field, each error named by its field, without signing in', async () => {
    const onSignedIn = vi.fn();
    render(<SignInPage language="en" onLanguage={noop} onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User name'), 'acme.admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('This field is required.');
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('switches language through its select, and follows its links inside the app when it can', async () => {
    const onLanguage = vi.fn();
    const follow = vi.fn();
    render(<SignInPage language="en" onLanguage={onLanguage} onSignedIn={noop} follow={follow} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language'), '繁體中文');
    expect(onLanguage).toHaveBeenCalledWith('hk');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(follow).toHaveBeenCalledWith('/reset/request');
    expect(screen.getByRole('link', { name: 'Register a new company' }).getAttribute('href')).toBe('/register');
  });
});
