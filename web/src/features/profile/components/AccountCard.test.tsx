import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import type { StoredUser } from '../../../session/types';
import '../i18n';
import { AccountCard } from './AccountCard';

const stored = (company: StoredUser['company']) =>
  ({
    user: {
      id: 'u1',
      login: 'acme.admin',
      firstName: 'Alice',
      lastName: 'Chan',
      email: 'a@example.com',
      language: 'hk',
    },
    role: { id: 'r1', name: 'Company Admin', privileges: [] },
    company,
  }) as unknown as StoredUser;

describe('the account card on the personal profile', () => {
  it.each([
    ['hk', '港燈控股有限公司', 'zh-HK'],
    ['cn', '港灯控股有限公司', 'zh-CN'],
    ['en', 'Harbour Light Holdings Limited', 'en'],
  ] as const)('names the company in the reader’s language (%s), as Home does', async (language, shown, lang) => {
    renderWidget(
      <AccountCard stored={stored({ id: 'c1', name: 'Harbour Light Holdings Limited', nameZh: '港燈控股有限公司' })} />,
      { language },
    );
    expect((await screen.findByText(shown)).getAttribute('lang')).toBe(lang);
  });

  it('keeps the English name for a Chinese reader when the company has no Chinese name', async () => {
    renderWidget(<AccountCard stored={stored({ id: 'c2', name: 'Acme Holdings Ltd' })} />, { language: 'hk' });
    expect((await screen.findByText('Acme Holdings Ltd')).getAttribute('lang')).toBe('en');
  });
});
