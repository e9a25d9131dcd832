import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { apiError } from '../../test/fakeApi';
import { accountFailure } from './failure';
import type { ns } from './i18n';

// Keys stand in for translated text.
const t = ((key: string) => key) as unknown as TFunction<typeof ns>;
const values = { login: 'ann', email: 'ann@example.com', firstName: 'Ann' };

describe('a failed account call', () => {
  it.each([
    ['loginInUse', 'login'],
    ['emailInUse', 'email'],
  ])('says %s in the banner and at the %s field, where the user changes it', (messageKey, field) => {
    const refused = apiError(409, 'taken', undefined, messageKey);
    expect(accountFailure(t, refused, 'registerFailed', values)).toEqual({
      text: `common:${messageKey}`,
      fields: { [field]: { key: messageKey, ns: 'common' } },
    });
  });

  it('marks no field the form does not have (a reset request has no login)', () => {
    const refused = apiError(409, 'taken', undefined, 'loginInUse');
    expect(accountFailure(t, refused, 'fallback', { email: 'ann@example.com' }).fields).toEqual({});
  });
});
