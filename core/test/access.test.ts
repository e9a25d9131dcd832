import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../src/vocabulary/defaultRoles';
import type { Privilege } from '../src/vocabulary/privileges';
import { openPrivilege, PAGE_GROUPS, PAGES, PAGE_PATHS } from '../src/pages/navigation';
import { PAGE_TITLES } from '../src/pages/titles';
import type { I18nText } from '../src/catalogue/types';
import { pageAllowed, sidebar, visiblePages } from '../src/domain/access/visibility';
import { roleChangeIssues } from '../src/domain/access/roleRules';
import { PrivilegeCreate, RolePagesUpdate, RoleUpdate, UserCreate, UserListQuery } from '../src/schemas/users';

const companyAdmin = {
  tenantId: '01J00000000000000000000000',
  roleId: 'ADMINROLE',
  level: 5,
  privileges: DEFAULT_ROLES.companyAdmin.privileges,
};
const userRole = { id: 'USERROLE', level: 1, privileges: ['company:read'] as Privilege[] };
const none = new Set<string>();

describe('role edit rules', () => {
  it('lets a company administrator grant what they hold, up to their own level', () => {
    expect(
      roleChangeIssues(companyAdmin, userRole, { level: 5, privileges: ['company:read', 'logs:read'] }, none),
    ).toEqual([]);
  });

  it('refuses platform:admin, a level above their own and inactive privileges', () => {
    const issues = roleChangeIssues(
      companyAdmin,
      userRole,
      { level: 6, privileges: ['company:read', 'platform:admin', 'logs:read'] },
      new Set(['logs:read']),
    );
    expect(issues.map((i) => i.path)).toEqual(['body.level', 'body.privileges', 'body.privileges']);
    expect(issues[1]!.message).toContain('platform roles');
    expect(issues[2]!.message).toContain('inactive');
  });

  it('keeps inactive privileges a role already holds, but refuses ones the caller lacks', () => {
    const holder = { ...companyAdmin, privileges: ['company:read'] as Privilege[] };
    const role = { ...userRole, privileges: ['company:read', 'logs:read'] as Privilege[] };
    expect(roleChangeIssues(holder, role, { level: 1, privileges: role.privileges }, new Set(['logs:read']))).toEqual(
      [],
    );
    expect(roleChangeIssues(holder, userRole, { level: 1, privileges: ['users:manage'] }, none)[0]!.message).toContain(
      'do not hold',
    );
  });

  it('refuses weakening the caller’s own role', () => {
    const own = { id: 'ADMINROLE', level: 5, privileges: DEFAULT_ROLES.companyAdmin.privileges };
    const fewer = own.privileges.filter((p) => p !== 'users:manage');
    expect(roleChangeIssues(companyAdmin, own, { level: 5, privileges: fewer }, none)).toHaveLength(1);
    expect(roleChangeIssues(companyAdmin, own, { level: 4, privileges: own.privileges }, none)).toHaveLength(1);
    expect(roleChangeIssues(companyAdmin, own, { level: 5, privileges: own.privileges }, none)).toEqual([]);
  });
});

describe('page visibility', () => {
  const user = DEFAULT_ROLES.companyUser;
  const admin = DEFAULT_ROLES.companyAdmin;

  it('keeps level ≤ 1 out of administration except company_subscription, read-only', () => {
    const admins = visiblePages(user, []).filter((p) => p.group === 'administration');
    expect(admins).toEqual([expect.objectContaining({ path: '/administration/company_subscription', readOnly: true })]);
    // Even a level-1 role holding an administration privilege stays out.
    const strong = { level: 1, privileges: [...admin.privileges] };
    expect(visiblePages(strong, []).filter((p) => p.group === 'administration')).toHaveLength(1);
  });

  it('shows company administrators their company pages but not the platform catalogues', () => {
    const paths = visiblePages(admin, []).map((p) => p.path);
    expect(paths).toContain('/administration/users');
    expect(paths).toContain('/administration/audit_log');
    expect(paths).not.toContain('/administration/privilege');
    expect(paths).not.toContain('/administration/UOM');
  });

  it('hides what the company hid and leaves no-screen pages out of the sidebar', () => {
    const groups = sidebar(user, ['/social/product']);
    const items = groups.flatMap((g) => g.items.map((i) => i.path));
    expect(items).not.toContain('/social/product');
    expect(items).not.toContain('/reporting/template_download');
    expect(groups.map((g) => g.group)).toEqual([
      'general',
      'background',
      'environmental',
      'climate',
      'social',
      'miscellaneous',
      'reporting',
      'administration',
    ]);
  });

  it('covers every route of the spec’s screens inside the layout, each once, titled by its last segment', () => {
    expect(new Set(PAGE_PATHS).size).toBe(PAGES.length);
    expect(PAGES.filter((p) => p.group === 'administration')).toHaveLength(12); // auditors: ADR 0115
    for (const p of PAGES) expect(p.path.endsWith(`/${p.titleKey}`)).toBe(true);
    expect(PAGES.every((p) => pageAllowed(p, DEFAULT_ROLES.platformAdmin))).toBe(true);
  });

  it('titles every page and every section in en, hk and cn', () => {
    const keys = [...PAGES.map((p) => p.titleKey), ...PAGE_GROUPS.filter((g) => g !== 'general')];
    const untitled = keys.filter((k) => {
      const title = (PAGE_TITLES as Record<string, I18nText | undefined>)[k];
      return !title?.en || !title.hk || !title.cn;
    });
    expect(untitled).toEqual([]);
  });

  it('lets role managers open the privilege catalogue that only platform staff see in the navigation', () => {
    const privilege = PAGES.find((p) => p.path === '/administration/privilege')!;
    expect(pageAllowed(privilege, admin)).toBe(false);
    expect(openPrivilege(privilege)).toBe('roles:manage');
    expect(PAGES.filter((p) => openPrivilege(p) !== p.privilege).map((p) => p.path)).toEqual([
      '/administration/privilege',
    ]);
  });
});

describe('users-and-access schemas', () => {
  const valid = {
    login: 'new.user@example.com',
    firstName: 'New',
    lastName: 'User',
    email: 'New.User@Example.com',
    roleId: '01J00000000000000000000000',
  };

  it('creates users with a lower-cased login and e-mail and the default language', () => {
    expect(UserCreate.parse(valid)).toMatchObject({
      login: 'new.user@example.com',
      email: 'new.user@example.com',
      langKey: 'en',
    });
  });

  it('refuses an id on creation with the spec message, and unknown fields', () => {
    const withId = UserCreate.safeParse({ ...valid, id: '01J00000000000000000000000' });
    expect(withId.error?.issues[0]?.message).toBe('A new entity cannot already have an ID.');
    expect(UserCreate.safeParse({ ...valid, tenantId: 'x' }).success).toBe(false);
    expect(PrivilegeCreate.safeParse({ privilegekey: 'a#b:c', nameen: 'x', namezht: 'x', namezhs: 'x' }).success).toBe(
      false,
    );
  });

  it('bounds role levels, privileges and pages to what exists', () => {
    const role = { name: 'R', level: 10, privileges: ['company:read'], version: 1 };
    expect(RoleUpdate.safeParse(role).success).toBe(false);
    expect(RoleUpdate.safeParse({ ...role, level: 9, privileges: ['nope:x'] }).success).toBe(false);
    expect(RoleUpdate.safeParse({ ...role, level: 9, privileges: ['company:read', 'company:read'] }).success).toBe(
      false,
    );
    expect(RolePagesUpdate.safeParse({ visible: ['/nowhere'], version: 0 }).success).toBe(false);
  });

  it('takes only known sort fields and bounded paging', () => {
    expect(UserListQuery.parse({ page: '2', size: '5' })).toMatchObject({
      page: 2,
      size: 5,
      sort: 'login',
      order: 'asc',
    });
    expect(UserListQuery.safeParse({ sort: 'password' }).success).toBe(false);
    expect(UserListQuery.safeParse({ tenantId: 'T#x' }).success).toBe(false);
  });
});
