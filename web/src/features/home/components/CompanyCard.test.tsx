import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { CompanyCard } from './CompanyCard';

const HARBOUR = { id: 'c1', name: 'Harbour Light Holdings Limited', nameZh: '港燈控股有限公司' };

describe('the company card on Home', () => {
  it.each([
    ['hk', '港燈控股有限公司', HARBOUR, 'zh-HK'],
    ['cn', '港灯控股有限公司', HARBOUR, 'zh-CN'],
    ['en', 'Harbour Light Holdings Limited', HARBOUR, 'en'],
    ['hk', 'Acme Holdings Ltd (no Chinese name)', { id: 'c2', name: 'Acme Holdings Ltd' }, 'en'],
  ] as const)('names the company in the reader’s language (%s): %s', async (language, shown, company, lang) => {
    const name = shown.replace(' (no Chinese name)', '');
    fakeApi.on(usersRoutes.myPages, () => []);
    renderWidget(<CompanyCard company={company} />, { language });
    const heading = await screen.findByText(name);
    expect(heading.getAttribute('lang')).toBe(lang);
  });
});
