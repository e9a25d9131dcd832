import { describe, expect, it } from 'vitest';
import { untranslated } from '../lib/chinese';
import { Email, Login, Password } from './people';
import { VALIDATION_MESSAGES, validationEn } from './validationMessages';
import { VALIDATION_MESSAGES_CHINESE } from './validationMessagesChinese';

describe('shared validation messages', () => {
  it('say every English rule in Traditional and Simplified Chinese, and no other', () => {
    expect(untranslated(VALIDATION_MESSAGES, VALIDATION_MESSAGES_CHINESE)).toEqual([]);
  });

  it.each(['hk', 'cn'] as const)('say every rule in %s, without English words', (lng) => {
    const english = Object.entries(VALIDATION_MESSAGES_CHINESE).filter(([, text]) =>
      /[A-Za-z]{3,}/.test(text[lng].replace(/\{\w+\}/g, '')),
    );
    expect(english).toEqual([]);
  });

  it('are the messages the API’s schemas answer with', () => {
    expect(Login.safeParse('a b').error?.issues[0]?.message).toBe('Your username is invalid.');
    expect(Email.safeParse('not-an-email').error?.issues[0]?.message).toBe(validationEn('emailInvalid'));
    expect(Password.safeParse('short').error?.issues[0]?.message).toBe(
      'Your password is required to be at least 8 characters.',
    );
  });
});
