import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { fakeApi } from '../../../test/fakeApi';
import { companyView } from '../../../test/companies';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { PlatformOverview } from './PlatformOverview';

/** Platform staff's Home names each company as the Companies and System configurations lists do (ADR 0121). */
const period = { printed: false, ruleSet: '2025' as const, version: 1, startDate: '2025-01-01', endDate: '2025-12-31' };
const company = (id: string, name: string, nameZh?: string) =>
  companyView(id, name, nameZh, [
    {
      ...period,
      id: `${id}-P`,
      yearEnd: '2025-12-31',
      financialYearStartDate: '2025-01-01',
      financialYearEndDate: '2025-12-31',
    },
  ]);

afterEach(() => {
  cleanup();
  fakeApi.reset();
});

describe('the platform’s companies on Home', () => {
  it.each([
    ['en', 'Harbour Light Holdings Limited', 'en'],
    ['hk', '港燈控股有限公司', 'zh-HK'],
    ['cn', '港灯控股有限公司', 'zh-CN'],
  ] as const)('name each company in the reader’s language and script (%s)', async (language, shown, lang) => {
    fakeApi.on(companyRoutes.listCompanies, () => ({
      items: [company('C1', 'Harbour Light Holdings Limited', '港燈控股有限公司'), company('C2', 'Globex Group Ltd')],
    }));
    renderWidget(<PlatformOverview />, { language });
    expect((await screen.findByText(shown)).getAttribute('lang')).toBe(lang);
    // A company with no Chinese name keeps its English one.
    expect(screen.getByText('Globex Group Ltd')).toBeTruthy();
  });
});
