import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { auditorRoutes } from '@esg/core/contract/auditors';
import type { AuditorView } from '@esg/core/schemas/auditor';
import { conflictError, fakeApi, validationError } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { notifications } from '../../../notifications/store';
import { keptWhole } from '../../../test/keptWhole';
import { AuditorsPage } from '../pages/AuditorsPage';
import { EditGrantModal } from './EditGrantModal';

/** An invited auditor's years and end date, changed after the invitation (ADR 0115 amended). */
const olivia: AuditorView = {
  id: '01JCCCCCCCCCCCCCCCCCCCCCCC',
  version: 4,
  login: 'olivia@example.com',
  email: 'olivia@example.com',
  firstName: 'Olivia',
  lastName: 'Ng',
  firm: 'Harbour Assurance',
  langKey: 'en',
  years: ['2025-12-31'],
  until: '2026-01-31',
  activated: true,
  live: false,
  invitedBy: 'acme.admin',
  invitedAt: '2025-12-01T00:00:00.000Z',
};
const YEARS = ['2025-12-31', '2024-12-31'];
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

afterEach(() => localStorage.clear());

describe('changing an auditor’s access', () => {
  it('opens with the grant as it is, and saves the years and the end date typed DD-MM-YYYY on the version read', async () => {
    fakeApi.on(auditorRoutes.updateAuditor, ({ body }) => ({ ...olivia, ...body, version: 5, live: true }));
    const onClose = vi.fn();
    const { user, page } = renderWidget(<EditGrantModal auditor={olivia} yearEnds={YEARS} onClose={onClose} />);
    const until = screen.getByLabelText('Access ends after') as HTMLInputElement;
    expect(until.value).toBe('31-01-2026');
    expect(screen.getByText('Year ending 31-12-2025')).toBeTruthy();
    page.findMultiselect()!.openDropdown();
    page.findMultiselect()!.selectOptionByValue('2024-12-31');
    await user.clear(until);
    await user.type(until, '30-06-2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(auditorRoutes.updateAuditor)[0]).toMatchObject({
      params: { id: olivia.id },
      body: { years: ['2025-12-31', '2024-12-31'], until: '2027-06-30', version: 4 },
    });
    expect(notifications.list().map((n) => n.text)).toContain('The access of Olivia Ng now ends after 30-06-2027.');
  });

  it.each([
    ['hk', '結束日期必須為今天或之後，且不超過兩年。', '儲存'],
    ['cn', '结束日期必须为今天或之后，且不超过两年。', '保存'],
  ] as const)('says a refused end date at its field, and stays open (%s)', async (language, message, save) => {
    fakeApi.on(auditorRoutes.updateAuditor, () => {
      throw validationError({
        path: 'body.until',
        code: 'auditorUntilPast',
        message: 'The end date must be today or later, and at most two years ahead.',
      });
    });
    const onClose = vi.fn();
    const { user } = renderWidget(<EditGrantModal auditor={olivia} yearEnds={YEARS} onClose={onClose} />, {
      language,
    });
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('after a 409, Reload takes the grant as stored now into the open dialog, keeping what was changed here', async () => {
    // Another administrator moved the end date meanwhile; the refusal carries the user item, not the grant's view.
    const theirs: AuditorView = { ...olivia, until: '2026-06-30', version: 5 };
    fakeApi.on(auditorRoutes.auditors, () => [theirs]);
    fakeApi.on(auditorRoutes.updateAuditor, ({ body }) => {
      if ((body as { version: number }).version === 4) throw conflictError({ id: olivia.id, version: 5 });
      return { ...theirs, ...(body as object), version: 6 };
    });
    const onClose = vi.fn();
    const { user, page } = renderWidget(<EditGrantModal auditor={olivia} yearEnds={YEARS} onClose={onClose} />);
    page.findMultiselect()!.openDropdown();
    page.findMultiselect()!.selectOptionByValue('2024-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const until = screen.getByLabelText('Access ends after') as HTMLInputElement;
    await waitFor(() => expect(until.value).toBe('30-06-2026'));
    expect(screen.queryByText(CONFLICT)).toBeNull();
    expect(screen.getByText('Year ending 31-12-2024')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(auditorRoutes.updateAuditor)[1]).toMatchObject({
      body: { years: ['2025-12-31', '2024-12-31'], until: '2026-06-30', version: 5 },
    });
  });

  it('is offered on the auditors page for the selected auditor', async () => {
    storedSession({ privileges: ['users:manage'] });
    fakeApi.on(auditorRoutes.auditors, () => [olivia]);
    const { user, page } = renderWidget(<AuditorsPage />);
    const edit = await screen.findByRole('button', { name: 'Edit' });
    // A year's date is never broken across lines in the narrow Reporting years column.
    expect(keptWhole(await screen.findByText('31-12-2025'))).toBe(true);
    expect(edit.hasAttribute('disabled') || edit.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(await screen.findByRole('radio', { name: 'Select Olivia Ng' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit the access of Olivia Ng' })).toBeTruthy();
    expect(page.findModal()).toBeTruthy();
  });
});
