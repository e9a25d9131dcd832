import { expect } from 'vitest';
import * as keys from '@esg/core/infra/db/itemKeys';
import { usersRoutes } from '@esg/core/contract/users';
import { PAGES } from '@esg/core/pages/navigation';
import { pageAllowed } from '@esg/core/domain/access/visibility';
import { call, signIn } from '../support/api';
import { freshUser } from '../support/tenants';
import { freshInvitee, freshRole, newLogin, userRecord, versionOf } from '../support/access';
import { roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

/** What a caller's requests act on: a user and a role of their own company, and a privilege entry. */
interface Fixture extends CallerFixture {
  user: { id: string; tenantId: string };
  /** Invited, not accepted yet: what Resend and Revoke act on. */
  invitee: { id: string; tenantId: string };
  role: { id: string; tenantId: string };
  privilegeId: string;
}

const requests: Requests<typeof usersRoutes, Fixture> = {
  listUsers: async () => ({ path: '/api/userInfos/all?search=a&sort=email&order=desc&page=0&size=5' }),
  createUser: async (f) => {
    const login = newLogin('m');
    const body = { login, firstName: 'Matrix', lastName: 'Cell', email: `${login}@example.com`, roleId: f.role.id };
    return { path: '/api/userInfo', body };
  },
  updateUser: async (f) => {
    const u = await userRecord(f.user.tenantId, f.user.id);
    const { firstName, lastName, email, langKey, roleId, version } = u;
    return {
      path: `/api/userInfo/${u.id}`,
      body: { firstName, lastName, email, langKey, roleId, activated: true, version },
    };
  },
  resendInvitation: async (f) => ({
    path: `/api/userInfo/${f.invitee.id}/invitation`,
    body: { version: await versionOf(keys.user(f.invitee.tenantId, f.invitee.id)) },
  }),
  revokeInvitation: async (f) => ({
    path: `/api/userInfo/${f.invitee.id}/invitation`,
    body: { version: await versionOf(keys.user(f.invitee.tenantId, f.invitee.id)) },
  }),
  myRole: async () => ({ path: '/api/user-role' }),
  getUserRole: async (f) => ({ path: `/api/user-role/${f.user.id}` }),
  putUserRole: async (f) => {
    const u = await userRecord(f.user.tenantId, f.user.id);
    return { path: `/api/user-role/${u.id}`, body: { roleId: u.roleId, version: u.version } };
  },
  roleByToken: async () => ({ path: '/api/roles/by-token' }),
  listRoles: async () => ({ path: '/api/roles' }),
  getRole: async (f) => ({ path: `/api/roles/${f.role.id}` }),
  updateRole: async (f) => ({
    path: `/api/roles/${f.role.id}`,
    body: {
      name: 'Matrix role',
      level: 1,
      privileges: ['company:read'],
      version: await versionOf(keys.role(f.role.tenantId, f.role.id)),
    },
  }),
  listPrivileges: async () => ({ path: '/api/privilege' }),
  createPrivilege: async () => ({
    path: '/api/privilege',
    body: { privilegekey: `test:${newLogin('p')}`, nameen: 'Test', namezht: '測試', namezhs: '测试' },
  }),
  updatePrivilege: async (f) => ({
    path: `/api/privilege/${f.privilegeId}`,
    body: {
      nameen: 'Test',
      namezht: '測試',
      namezhs: '测试',
      status: 'ACTIVE',
      version: await versionOf(keys.privilege(f.privilegeId)),
    },
  }),
  myPages: async () => ({ path: '/api/pages' }),
  roleSidebar: async (f) => ({ path: `/api/pages/sidebar/${f.role.id}` }),
  rolePages: async (f) => ({ path: `/api/pages/${f.role.id}` }),
  putRolePages: async (f) => ({
    path: `/api/pages/${f.role.id}`,
    body: {
      visible: PAGES.filter((p) => pageAllowed(p, { level: 1, privileges: ['company:read'] })).map((p) => p.path),
      version: await versionOf(keys.rolePages(f.role.tenantId, f.role.id)),
    },
  }),
};

/** The privilege entry the platform cells edit, made once for all callers. */
let privilegeEntry: Promise<string> | undefined;
const privilegeId = () =>
  (privilegeEntry ??= (async () => {
    const privilege = await call('POST', '/api/privilege', {
      token: await signIn('platform.admin'),
      body: { privilegekey: `test:${newLogin('f')}`, nameen: 'Fixture', namezht: '測試', namezhs: '测试' },
    });
    expect(privilege.status).toBe(201);
    return privilege.body.id as string;
  })());

roleMatrix({
  group: 'users',
  routes: usersRoutes,
  requests,
  // A user and a role in the caller's own company (the board member's stand in: any ids do).
  fixture: async (c) => {
    const like = c.login ?? 'acme.user';
    const [caller, user, invitee, role] = await Promise.all([
      freshUser(like),
      freshUser(like),
      freshInvitee(like),
      freshRole(like),
    ]);
    const token = c.login ? await signIn(caller.login) : undefined;
    return { token, user, invitee, role, privilegeId: await privilegeId() };
  },
});
