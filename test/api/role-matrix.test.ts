import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@esg/core/infra/db/keys';
import { usersRoutes } from '@esg/core/contract/users';
import { CALLERS, routeAllowed, type Caller } from '@esg/core/domain/access/matrix';
import { PAGES } from '@esg/core/domain/access/pages';
import { pageAllowed } from '@esg/core/domain/access/visibility';
import { call, signIn } from '../support/api';
import { freshUser } from '../support/tenants';
import { freshRole, newLogin, userRecord, versionOf } from '../support/access';

/** What a caller's requests act on: a user and a role of their own company, and a privilege entry. */
interface Fixture {
  token?: string;
  user: { id: string; tenantId: string };
  role: { id: string; tenantId: string };
  privilegeId: string;
}
type Request = { path: string; body?: unknown };
type RouteId = keyof typeof usersRoutes;

/** A valid-shaped request for every route of the group; a route missing here fails the suite. */
const requests: Record<RouteId, (f: Fixture) => Promise<Request>> = {
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

const fixtures = new Map<Caller['id'], Fixture>();

beforeAll(async () => {
  const platform = await signIn('platform.admin');
  const privilege = await call('POST', '/api/privilege', {
    token: platform,
    body: { privilegekey: `test:${newLogin('f')}`, nameen: 'Fixture', namezht: '測試', namezhs: '测试' },
  });
  expect(privilege.status).toBe(201);
  for (const c of CALLERS) {
    // The board member has no company: any ids do, the call must be refused before they matter.
    const like = c.login ?? 'acme.user';
    const [caller, user, role] = await Promise.all([freshUser(like), freshUser(like), freshRole(like)]);
    const token = c.login ? await signIn(caller.login) : undefined;
    fixtures.set(c.id, { token, user, role, privilegeId: privilege.body.id });
  }
});

describe('role matrix: the users group × default roles and the board member link', () => {
  it('has a request for every route of the group', () => {
    expect(Object.keys(requests).sort()).toEqual(Object.keys(usersRoutes).sort());
  });

  const cells = CALLERS.flatMap((c) => Object.entries(usersRoutes).map(([id, r]) => ({ c, id: id as RouteId, r })));

  it.each(cells.map((cell) => [cell.c.title, `${cell.r.method} ${cell.r.path}`, cell] as const))(
    '%s → %s',
    async (_who, _route, { c, id, r }) => {
      const f = fixtures.get(c.id)!;
      const req = await requests[id](f);
      const res = await call(r.method, req.path, { token: f.token, body: req.body });
      if (routeAllowed(r, c)) {
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      } else {
        expect(res.status).toBe(c.login ? 403 : 401);
      }
    },
  );
});
