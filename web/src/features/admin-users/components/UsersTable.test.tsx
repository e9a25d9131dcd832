import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { usersRoutes } from '@esg/core/contract/users';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import type { ManagedUser } from '../api/listUsers';
import { UsersTable } from './UsersTable';
import { companyView } from '../../../test/companies';

/** Platform staff choose whose users they see (ADR 0010, amended); a company's own users never see the choice. */
const ACME = '01JACMEACMEACMEACMEACMEACM';
const GLOBEX = '01JGLOBEXGLOBEXGLOBEXGLOBE';
const person = (login: string): ManagedUser => ({
  id: `id-${login}`,
  login,
  firstName: 'Ann',
  lastName: 'Lee',
  email: `${login}@example.com`,
  langKey: 'en',
  activated: true,
  roleId: '01JROLEROLEROLEROLEROLEROL',
  createdBy: 'system',
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedBy: 'system',
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const company = companyView;
const USERS: Record<string, ManagedUser[]> = {
  own: [person('platform.admin')],
  [ACME]: [person('acme.admin'), person('acme.user')],
};

function answer() {
  fakeApi.on(usersRoutes.listRoles, () => []);
  fakeApi.on(companyRoutes.listCompanies, () => ({
    items: [company(GLOBEX, 'Globex Group Ltd'), company(ACME, 'Acme Holdings Ltd', '愛克米控股')],
  }));
  fakeApi.on(usersRoutes.listUsers, ({ query }) => {
    const items = USERS[query?.tenantId ?? 'own'] ?? [];
    return { items, total: items.length, page: 0, size: 20 };
  });
}

const tenantsAsked = () => fakeApi.calls(usersRoutes.listUsers).map((c) => c.query?.tenantId);

describe('the users page for a platform administrator', () => {
  it('offers Platform staff first, then every company by name; choosing one lists its users read-only', async () => {
    storedSession({ privileges: ['platform:admin', 'users:manage', 'roles:manage'], login: 'platform.admin' });
    answer();
    const { page, user, router } = renderWidget(<UsersTable />, { path: '/administration/users' });
    expect(await screen.findByText('platform.admin')).toBeTruthy();
    const select = page.findSelect()!;
    expect(select.findTrigger().getElement().textContent).toContain('Platform staff');
    expect(tenantsAsked()).toEqual([undefined]);
    expect(screen.getByRole('button', { name: 'Create user' })).toBeTruthy();

    await vi.waitFor(() => {
      select.openDropdown();
      expect(select.findDropdown().findOptions()).toHaveLength(3);
    });
    const labels = select
      .findDropdown()
      .findOptions()
      .map((o) => o.findLabel().getElement().textContent);
    expect(labels).toEqual(['Platform staff', 'Acme Holdings Ltd', 'Globex Group Ltd']);
    select.selectOptionByValue(ACME);

    expect(await screen.findByText('acme.user')).toBeTruthy();
    expect(tenantsAsked().at(-1)).toBe(ACME);
    expect(router.state.location.search).toBe(`?company=${ACME}`);
    expect(select.findTrigger().getElement().textContent).toContain('Acme Holdings Ltd');
    // Every edit acts on the caller's own company: none is offered, and the page says why.
    expect(
      screen.getByText('Read-only: a company’s users are invited and edited by its own administrators.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(document.body.textContent).not.toContain(ACME);

    // Back to the platform's own staff: the query leaves the URL.
    await user.click(select.findTrigger().getElement());
    select.selectOptionByValue('platform');
    expect(await screen.findByText('platform.admin')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the chosen company over a reload (?company=)', async () => {
    storedSession({ privileges: ['platform:admin', 'users:manage', 'roles:manage'], login: 'platform.admin' });
    answer();
    const { page } = renderWidget(<UsersTable />, { path: `/administration/users?company=${ACME}` });
    expect(await screen.findByText('acme.admin')).toBeTruthy();
    expect(tenantsAsked()).toEqual([ACME]);
    await vi.waitFor(() =>
      expect(page.findSelect()!.findTrigger().getElement().textContent).toContain('Acme Holdings Ltd'),
    );
  });

  it('speaks Traditional Chinese', async () => {
    storedSession({ privileges: ['platform:admin', 'users:manage', 'roles:manage'], login: 'platform.admin' });
    answer();
    const { page } = renderWidget(<UsersTable />, { path: `/administration/users?company=${ACME}`, language: 'hk' });
    expect(await screen.findByText('唯讀：公司的用戶由該公司自己的管理員邀請及編輯。')).toBeTruthy();
    expect(page.findSelect()).toBeTruthy();
  });
});

describe('the users page for a company administrator', () => {
  it('offers no company choice and lists the own company, whatever the URL names', async () => {
    storedSession({ privileges: ['users:manage', 'roles:manage'], company: { id: ACME, name: 'Acme Holdings Ltd' } });
    answer();
    const { page } = renderWidget(<UsersTable />, { path: `/administration/users?company=${ACME}` });
    expect(await screen.findByText('platform.admin')).toBeTruthy();
    expect(page.findSelect()).toBeNull();
    expect(screen.queryByText('Platform staff')).toBeNull();
    expect(tenantsAsked()).toEqual([undefined]);
    expect(fakeApi.calls(companyRoutes.listCompanies)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create user' })).toBeTruthy();
  });
});
