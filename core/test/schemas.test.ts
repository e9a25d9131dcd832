import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Id, languageOf } from '../src/schemas/common';
import { Email, Login, Password } from '../src/schemas/people';
import { PasswordChange, UserInfoUpdate } from '../src/schemas/account';
import * as keys from '../src/infra/db/itemKeys';

describe('shared schemas', () => {
  it('maps stored language keys as the spec’s states say', () => {
    expect([languageOf('zh-hk'), languageOf('en'), languageOf('zh-cn')]).toEqual(['hk', 'en', 'cn']);
  });

  it('accepts e-mails of 5 to 50 characters only', () => {
    expect(Email.safeParse('a@b.c').success).toBe(false); // valid length but no real TLD is still refused by format
    expect(Email.safeParse('ab@cd.io').success).toBe(true);
    expect(Email.safeParse(`${'a'.repeat(45)}@b.com`).success).toBe(false);
    expect(Email.parse('Mixed@Example.COM')).toBe('mixed@example.com');
  });

  it('accepts login names of letters, digits and e-mail addresses, 1 to 50', () => {
    expect(Login.safeParse('acme.admin').success).toBe(true);
    expect(Login.safeParse('someone@example.com').success).toBe(true);
    expect(Login.safeParse('has space').success).toBe(false);
    expect(Login.safeParse('a#b').success).toBe(false);
    expect(Login.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('applies the 8–50 password rule (docs/decisions/0002)', () => {
    expect(Password.safeParse('1234567').success).toBe(false);
    expect(Password.safeParse('12345678').success).toBe(true);
    expect(Password.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const r = PasswordChange.safeParse({ currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'The password and its confirmation do not match!',
    });
  });

  it('trims names and keeps the spec messages', () => {
    const r = UserInfoUpdate.safeParse({
      firstName: '   ',
      lastName: 'x',
      email: 'ab@cd.io',
      langKey: 'en',
      version: 0,
    });
    expect(r.error?.issues[0]?.message).toBe('Your first name is required to be at least 1 character');
  });

  it('never lets an id carry a key separator', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (Id.safeParse(s).success) expect(s).not.toContain('#');
      }),
    );
    expect(() => keys.session('t', 'u', 'a#b')).toThrow();
  });
});
