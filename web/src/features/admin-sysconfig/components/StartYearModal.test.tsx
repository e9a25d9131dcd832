import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { apiError, conflictError, fakeApi, validationError } from '../../../test/fakeApi';
import { dialogAlerts, renderWidget } from '../../../test/render';
import type { SysConfig } from '../api/listSysConfigs';
import { StartYearModal } from './StartYearModal';

const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
const config: SysConfig = {
  id: 'acme',
  companyKey: 'ACME',
  companyName: 'Acme',
  financialYearStartDate: '2025-04-01',
  financialYearEndDate: '2026-03-31',
  newFinancialYearStartDate: '2026-04-01',
  newFinancialYearEndDate: '2027-03-31',
  modifiedBy: 'platform.admin',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
};

function open() {
  const onClose = vi.fn();
  const view = renderWidget(<StartYearModal config={config} onClose={onClose} />);
  const start = () => screen.getByRole('button', { name: 'Start new financial year' });
  const alerts = () => dialogAlerts(view.page);
  return { ...view, onClose, start, alerts };
}

describe('Start the new financial year (EditDialog + useVersionedEdit)', () => {
  it('a rule the server refuses is said above the buttons, in the interface’s words', async () => {
    const { user, start, alerts, onClose } = open();
    fakeApi.on(adminRoutes.editSysConfig, () => {
      throw validationError({
        path: 'body.newFinancialYearEndDate',
        message: 'A period for the financial year ending 2027-03-31 exists already.',
        code: 'periodYearEndTaken',
      });
    });
    await user.click(start());
    await vi.waitFor(() =>
      expect(alerts()).toEqual(['A period for the financial year ending 31-03-2027 exists already.']),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a 409 offers Reload, which shows the stored new year and starts it on the stored version', async () => {
    const { user, start, onClose } = open();
    fakeApi.on(adminRoutes.editSysConfig, () => {
      throw apiError(409, CONFLICT);
    });
    fakeApi.on(adminRoutes.getSysConfig, () => ({
      ...config,
      newFinancialYearStartDate: '2026-07-01',
      newFinancialYearEndDate: '2027-06-30',
      version: 6,
    }));
    await user.click(start());
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(fakeApi.calls(adminRoutes.editSysConfig)[0]!.body.version).toBe(4);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/01-07-2026 to 30-06-2027/)).toBeTruthy();
    fakeApi.on(adminRoutes.editSysConfig, ({ body }) => ({ ...config, ...body, version: 7 }));
    await user.click(start());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(adminRoutes.editSysConfig).at(-1)!.body).toMatchObject({
      newFinancialYearEndDate: '2027-06-30',
      startNewFinancialYear: true,
      version: 6,
    });
  });

  it('Reload after a 409 that carries the stored configuration starts the year as stored now, never the one first shown', async () => {
    const { user, start, onClose } = open();
    // Another administrator corrected both years meanwhile; the refusal carries the configuration as stored.
    const stored: SysConfig = {
      ...config,
      financialYearStartDate: '2025-07-01',
      financialYearEndDate: '2026-06-30',
      newFinancialYearStartDate: '2026-07-01',
      newFinancialYearEndDate: '2027-06-30',
      version: 6,
    };
    fakeApi.on(adminRoutes.editSysConfig, () => {
      throw conflictError(stored);
    });
    await user.click(start());
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/01-07-2026 to 30-06-2027/)).toBeTruthy();
    expect(fakeApi.calls(adminRoutes.getSysConfig)).toHaveLength(0);

    fakeApi.on(adminRoutes.editSysConfig, ({ body }) => ({ ...stored, ...body, version: 7 }));
    await user.click(start());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(adminRoutes.editSysConfig).at(-1)!.body).toEqual({
      financialYearStartDate: '2025-07-01',
      financialYearEndDate: '2026-06-30',
      newFinancialYearStartDate: '2026-07-01',
      newFinancialYearEndDate: '2027-06-30',
      startNewFinancialYear: true,
      version: 6,
    });
  });
});
