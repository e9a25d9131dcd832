import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/render';
import type { ManagedUser } from '../api/listUsers';
import type { Role } from '../api/listRoles';
import { UserActions } from './UserActions';

const ADMIN_ROLE: Role = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  name: 'Company administrator',
  level: 5,
  privileges: [],
  version: 1,
};
const auditor: ManagedUser = {
  id: '01JCCCCCCCCCCCCCCCCCCCCCCC',
  login: 'olivia',
  firstName: 'Olivia',
  lastName: 'Ng',
  email: 'olivia@example.com',
  langKey: 'en',
  activated: true,
  roleId: 'auditor',
  createdBy: 'admin',
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedBy: 'admin',
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  version: 1,
};

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ user: { ...auditor, id: 'admin', login: 'admin' }, role: ADMIN_ROLE }));
});
afterEach(() => localStorage.clear());

describe('the users table’s actions on an invited auditor (ADR 0115)', () => {
  it.each([
    ['en', 'Assign role', 'Deactivate', "An invited auditor's role cannot be changed"],
    ['hk', '指派角色', '停用', '受邀審計師的角色不能更改'],
    ['cn', '分配角色', '停用', '受邀审计师的角色不能更改'],
  ] as const)(
    'offers no role for it, saying why, and still deactivates it (%s)',
    async (language, assign, deactivate, why) => {
      const open = vi.fn();
      const { page, container } = renderWidget(
        <UserActions selected={auditor} roles={new Map([[ADMIN_ROLE.id, ADMIN_ROLE]])} open={open} />,
        { language },
      );
      // A button disabled with a reason carries the reason as its description, after its name.
      const button = (name: string) => page.findAllButtons().find((b) => b.getElement().textContent?.startsWith(name))!;
      await vi.waitFor(() => expect(button(assign)).toBeDefined());
      expect(button(assign).isDisabled()).toBe(true);
      expect(container.ownerDocument.body.textContent).toContain(why);
      expect(button(deactivate).isDisabled()).toBe(false);
    },
  );
});
