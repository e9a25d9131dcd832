import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { conflictError, fakeApi } from '../../../../test/fakeApi';
import { renderWidget } from '../../../../test/render';
import type { RolePageList } from '../../api/getRolePages';
import type { Role } from '../../api/listRoles';
import { RolePagesForm } from './RolePagesForm';

const role: Role = { id: '01JRRRRRRRRRRRRRRRRRRRRRRR', name: 'Company user', level: 10, privileges: [], version: 1 };
const page = (path: string, titleKey: string, visible: boolean) => ({
  path,
  group: 'general' as const,
  titleKey,
  noScreen: false,
  readOnly: false,
  allowed: true,
  visible,
});
const pages = (shown: readonly string[], version: number): RolePageList => ({
  roleId: role.id,
  version,
  pages: [
    page('/dashboard', 'dashboard', shown.includes('/dashboard')),
    page('/excel', 'excel', shown.includes('/excel')),
    page('/reporting/view_pdf', 'view_pdf', shown.includes('/reporting/view_pdf')),
    page(
      '/administration/company_subscription',
      'company_subscription',
      shown.includes('/administration/company_subscription'),
    ),
  ],
});

describe('a role’s pages after a conflict (Reload rebases page by page, ADR 0083)', () => {
  it('keeps the pages this administrator showed or hid and the other administrator’s choices of every other page', async () => {
    const { user } = renderWidget(
      <RolePagesForm role={role} pages={pages(['/dashboard', '/reporting/view_pdf'], 2)} />,
    );
    const show = (title: string) => screen.getByRole('checkbox', { name: `Show ${title}` }) as HTMLInputElement;
    // Meanwhile another administrator hid Dashboard and showed Company subscription; the refusal carries the
    // stored record (the hidden pages), not the list as its GET answers it, so the list is read again.
    fakeApi.on(usersRoutes.putRolePages, () => {
      throw conflictError({ roleId: role.id, hidden: ['/dashboard'], version: 3 });
    });
    fakeApi.on(usersRoutes.rolePages, () => pages(['/reporting/view_pdf', '/administration/company_subscription'], 3));
    await user.click(show('View PDF'));
    await user.click(show('Excel import'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));

    expect(await screen.findByText('The latest version was loaded.', { exact: false })).toBeTruthy();
    expect(show('Dashboard').checked).toBe(false);
    expect(show('Excel import').checked).toBe(true);
    expect(show('View PDF').checked).toBe(false);
    expect(show('Company subscription').checked).toBe(true);
    // The notice after Reload is the shared one: it takes focus and is announced.
    expect(document.activeElement).toBe(screen.getByTestId('reloaded').parentElement);

    fakeApi.on(usersRoutes.putRolePages, ({ body }) => ({ ...pages(body.visible, body.version + 1) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fakeApi.calls(usersRoutes.putRolePages)).toHaveLength(2));
    expect(fakeApi.calls(usersRoutes.putRolePages).at(-1)!.body).toEqual({
      visible: ['/excel', '/administration/company_subscription'],
      version: 3,
    });
  });
});
