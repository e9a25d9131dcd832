import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { sessionRoutes } from '@esg/core/contract/session';
import { sessionStore } from '../../../session/store';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { SettingsPage } from './SettingsPage';

const COMPANY = { id: '01JB4Z8Q7W3N5K2M6P9R1T0V8A', name: 'Acme' };

describe('Settings', () => {
  afterEach(() => sessionStore.clear());

  it("platform staff, who belong to no company, get no company language form and no call to the company's route", async () => {
    storedSession({ privileges: ['platform:admin', 'users:manage', 'company:read'], company: COMPANY });
    fakeApi.on(sessionRoutes.getUserInfo, () => {
      throw apiError(500, 'later');
    });
    fakeApi.on(companyRoutes.companyLanguage, () => {
      throw apiError(404, 'Not found');
    });
    renderWidget(<SettingsPage />, { path: '/settings' });
    await screen.findByRole('heading', { level: 2, name: /password/i });
    expect(screen.queryByText("The company's default language", { exact: false })).toBeNull();
    expect(fakeApi.calls(companyRoutes.companyLanguage)).toHaveLength(0);
  });

  it.each([
    ['hk', '港燈控股有限公司'],
    ['cn', '港灯控股有限公司'],
    ['en', 'Harbour Light Holdings Limited'],
  ] as const)(
    'names the company in the reader’s language over its default language (%s), as Home does',
    async (language, shown) => {
      storedSession({
        privileges: ['users:manage', 'company:read'],
        company: { ...COMPANY, name: 'Harbour Light Holdings Limited', nameZh: '港燈控股有限公司' },
      });
      fakeApi.on(sessionRoutes.getUserInfo, () => {
        throw apiError(500, 'later');
      });
      fakeApi.on(companyRoutes.companyLanguage, () => ({
        companyId: COMPANY.id,
        languageMasterId: 'en' as const,
        langKey: 'en' as const,
        version: 1,
      }));
      renderWidget(<SettingsPage />, { path: '/settings', language });
      expect(await screen.findByText(shown)).toBeTruthy();
    },
  );
});
