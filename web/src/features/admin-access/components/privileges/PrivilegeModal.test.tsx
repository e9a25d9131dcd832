import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { conflictError, fakeApi } from '../../../../test/fakeApi';
import { renderWidget } from '../../../../test/render';
import type { PrivilegeEntry } from '../../api/listPrivileges';
import { PrivilegeModal } from './PrivilegeModal';

const entry: PrivilegeEntry = {
  id: '01JPPPPPPPPPPPPPPPPPPPPPPP',
  privilegekey: 'reports:export',
  nameen: 'Export reports',
  namezht: '匯出報告',
  namezhs: '导出报告',
  status: 'ACTIVE',
  known: false,
  version: 2,
};

describe('a privilege edited after a conflict (useVersionedEdit rebases the form, ADR 0083)', () => {
  it('Reload takes the other administrator’s status, keeps the typed name, and saves both on the stored version', async () => {
    const onClose = vi.fn();
    const { user, page } = renderWidget(<PrivilegeModal entry={entry} onClose={onClose} />);
    const dialog = () => within(page.findModal()!.getElement());
    const name = () => dialog().getByLabelText('Name (English)') as HTMLInputElement;
    const inactive = () => dialog().getByRole('radio', { name: 'Inactive' }) as HTMLInputElement;
    // Another administrator made the privilege inactive meanwhile; the refusal carries the record as stored.
    const stored: PrivilegeEntry = { ...entry, status: 'INACTIVE', version: 3 };
    fakeApi.on(usersRoutes.updatePrivilege, () => {
      throw conflictError(stored);
    });
    fakeApi.on(usersRoutes.listPrivileges, () => [stored]);
    await user.clear(name());
    await user.type(name(), 'Export PDF reports');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await user.click(await dialog().findByRole('button', { name: 'Reload' }));

    expect((await screen.findByTestId('reloaded')).textContent).toContain('The latest version was loaded.');
    expect(name().value).toBe('Export PDF reports');
    expect(inactive().checked).toBe(true);

    fakeApi.on(usersRoutes.updatePrivilege, ({ body }) => ({ ...stored, ...body, version: 4 }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(usersRoutes.updatePrivilege).at(-1)!.body).toMatchObject({
      nameen: 'Export PDF reports',
      status: 'INACTIVE',
      version: 3,
    });
  });
});
