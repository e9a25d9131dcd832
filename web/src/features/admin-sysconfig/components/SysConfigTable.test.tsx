import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import type { SysConfig } from '../api/listSysConfigs';
import '../i18n';
import { SysConfigTable } from './SysConfigTable';

const ULID = '01M8KXK77Y3RWDPXKYSNR5D91F';
const config = (over: Partial<SysConfig>): SysConfig => ({
  id: ULID,
  companyKey: ULID,
  companyName: 'Acme Holdings Ltd',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
  modifiedBy: 'seed',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

afterEach(() => {
  cleanup();
  fakeApi.reset();
});

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');

describe('the system configurations (the spec’s screens)', () => {
  it.each([
    ['en', 'by the system', 'by platform.admin'],
    ['hk', '由系統', '由 platform.admin'],
    ['cn', '由系统', '由 platform.admin'],
  ] as const)(
    'name each company by its name, and the seed’s changes as the system’s (%s)',
    async (language, system, person) => {
      fakeApi.on(adminRoutes.listSysConfigs, () => [
        config({}),
        config({ id: 'G', companyKey: 'G', companyName: 'Globex Group Ltd', modifiedBy: 'platform.admin' }),
      ]);
      renderWidget(<SysConfigTable />, { language });
      await screen.findByText('Acme Holdings Ltd');
      const [acme, globex] = rows();
      expect(acme).not.toContain(ULID);
      expect(acme).toContain(system);
      expect(acme).not.toMatch(/\bseed\b/);
      expect(globex).toContain(person);
    },
  );

  it.each([
    ['en', 'Harbour Light Holdings Limited', 'en'],
    ['hk', '港燈控股有限公司', 'zh-HK'],
    ['cn', '港灯控股有限公司', 'zh-CN'],
  ] as const)(
    'name a company in the reader’s language, its Chinese name in the reader’s script (%s)',
    async (language, shown, lang) => {
      fakeApi.on(adminRoutes.listSysConfigs, () => [
        config({ companyName: 'Harbour Light Holdings Limited', companyNameZh: '港燈控股有限公司' }),
      ]);
      renderWidget(<SysConfigTable />, { language });
      expect((await screen.findByText(shown)).getAttribute('lang')).toBe(lang);
    },
  );
});
