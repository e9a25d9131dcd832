import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { fakeApi } from '../../../test/fakeApi';
import { companyView } from '../../../test/companies';
import { renderWidget } from '../../../test/render';
import type { SysConfig } from '../api/listSysConfigs';
import '../i18n';
import { CreateSysConfigModal } from './CreateSysConfigModal';
import { EditSysConfigModal } from './EditSysConfigModal';
import { StartYearModal } from './StartYearModal';

/** The dialogs of System configurations name the company as its list does: in the reader's language and script. */
const config: SysConfig = {
  id: '01M8KXK77Y3RWDPXKYSNR5D91F',
  companyKey: '01M8KXK77Y3RWDPXKYSNR5D91F',
  companyName: 'Harbour Light Holdings Limited',
  companyNameZh: '港燈控股有限公司',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
  newFinancialYearStartDate: '2026-01-01',
  newFinancialYearEndDate: '2026-12-31',
  modifiedBy: 'platform.admin',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

afterEach(() => {
  cleanup();
  fakeApi.reset();
});

describe('the system configuration dialogs name the company in the reader’s language', () => {
  it.each([
    ['hk', '編輯港燈控股有限公司的設定'],
    ['cn', '编辑港灯控股有限公司的配置'],
    ['en', 'Edit the configuration of Harbour Light Holdings Limited'],
  ] as const)('the edit dialog’s title (%s)', async (language, title) => {
    renderWidget(<EditSysConfigModal config={config} onClose={vi.fn()} />, { language });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it.each([
    ['hk', '港燈控股有限公司'],
    ['cn', '港灯控股有限公司'],
  ] as const)('starting the new year asks about the company by its Chinese name (%s)', async (language, name) => {
    renderWidget(<StartYearModal config={config} onClose={vi.fn()} />, { language });
    expect(await screen.findByText((text) => text.includes(name))).toBeTruthy();
    expect(screen.queryByText((text) => text.includes('Harbour Light'))).toBeNull();
  });

  it('the new configuration’s company choice lists each company in the reader’s language (hk)', async () => {
    fakeApi.on(companyRoutes.listCompanies, () => ({
      items: [
        companyView('C1', 'Harbour Light Holdings Limited', '港燈控股有限公司'),
        companyView('C2', 'Globex Group Ltd'),
      ],
    }));
    const { user } = renderWidget(<CreateSysConfigModal existing={[]} onClose={vi.fn()} />, { language: 'hk' });
    await user.click(await screen.findByRole('button', { name: /選擇尚未有設定的公司/ }));
    expect(await screen.findByRole('option', { name: '港燈控股有限公司' })).toBeTruthy();
    // A company with no Chinese name keeps its English one.
    expect(screen.getByRole('option', { name: 'Globex Group Ltd' })).toBeTruthy();
  });
});
