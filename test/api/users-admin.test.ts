import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import { queryAll } from '@esg/core/infra/db/repo';
import type { SessionRecord } from '@esg/core/domain/records';
import { call, inbox, signIn } from '../support/api';
import { auditItems, freshUser, whoIs } from '../support/tenants';
import { freshRole, newLogin, userRecord, versionOf } from '../support/access';

const mailTo = async (to: string) => (await inbox()).filter((m) => m.to === to).at(-1);
const linkParam = (text: string, name: string) => new RegExp(`[?&]${name}=([\\w-]+)`).exec(text)?.[1];
const person = (login: string, roleId: string, extra: Record<string, unknown> = {}) => ({
  login,
  firstName: 'Invited',
  lastName: 'Person',
  email: `${login}@example.com`,
  roleId,
  ...extra,
});
/** The edit form of a user as the administration screen would send it back. */
const editOf = (u: Awaited<ReturnType<typeof userRecord>>, change: Record<string, unknown> = {}) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  langKey: u.langKey,
  roleId: u.roleId,
  activated: u.activated,
  version: u.version,
  ...change,
});

let admin: string;
let acmeUserRole: string;
beforeAll(async () => {
  const a = await freshUser('acme.admin');
  admin = await signIn(a.login);
  acmeUserRole = (await userRecord((await whoIs('acme.user')).tenantId, (await whoIs('acme.user')).userId)).roleId;
});

describe('creating a user (POST /api/userInfo)', () => {
  it('invites by mail in the user’s language; activation and a chosen password let them sign in', async () => {
    const login = newLogin();
    const res = await call('POST', '/api/userInfo', {
      token: admin,
      body: person(login.toUpperCase(), acmeUserRole, { langKey: 'zh-hk', firstName: '大文', lastName: '陳' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ login, activated: false, roleId: acmeUserRole, version: 1 });
    const mail = await mailTo(`${login}@example.com`);
    expect(mail?.subject).toBe('ESG 平台：啟用您的帳戶');
    // Greeted by the whole Chinese name, told who invited them and to which company (its Chinese name).
    expect(mail?.text).toMatch(/^陳大文您好：\n\nTest User 已為您在極致控股有限公司的 ESG 報告平台建立帳戶。/);
    expect(mail?.text).toContain('/activate?key=');
    const key = linkParam(mail!.text, 'key')!;
    const reset = linkParam(mail!.text, 'reset')!;
    expect((await call('PUT', `/api/auth/activate/${key}`)).status).toBe(200);
    const password = 'Chosen-pass-2026!';
    const chosen = await call('PUT', `/api/user/reset-password/${reset}`, {
      body: { newPassword: password, confirmPassword: password },
    });
    expect(chosen.status).toBe(200);
    const session = await call('GET', '/api/session', { token: await signIn(login, password) });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { login, language: 'hk' }, company: { name: 'Acme Holdings Ltd' } });
    const audit = await auditItems(res.body.tenantId ?? (await whoIs('acme.admin')).tenantId);
    expect(audit.some((a) => a.action === 'user.create' && a.entity.endsWith(`USER#${res.body.id}`))).toBe(true);
  });

  it('refuses a taken login or e-mail with the spec messages, in any letter case', async () => {
    const login = await call('POST', '/api/userInfo', {
      token: admin,
      body: person('ACME.USER', acmeUserRole, { email: `${newLogin()}@example.com` }),
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Login name already used!');
    const email = await call('POST', '/api/userInfo', {
      token: admin,
      body: person(newLogin(), acmeUserRole, { email: 'Globex.Admin@example.com' }),
    });
    expect(email.body.message).toBe('Email is already in use! Please choose another one.');
  });

  it('answers bad input with 400 and one issue per field at fault', async () => {
    const res = await call('POST', '/api/userInfo', {
      token: admin,
      body: { login: 'has space', firstName: '', lastName: 7, email: 'x', roleId: 'nope', tenantId: 'T1' },
    });
    expect(res.status).toBe(400);
    const paths = res.body.data.issues.map((i: { path: string }) => i.path);
    for (const p of ['body.login', 'body.firstName', 'body.lastName', 'body.email', 'body.roleId'])
      expect(paths).toContain(p);
    expect(JSON.stringify(res.body.data.issues)).toContain('tenantId');
    const withId = await call('POST', '/api/userInfo', {
      token: admin,
      body: { ...person(newLogin(), acmeUserRole), id: ulid() },
    });
    expect(withId.body.message).toBe('A new entity cannot already have an ID.');
  });
});

describe('editing users (PUT /api/userInfo/{id}, /api/user-role/{id})', () => {
  it('deactivation: the same token answers 401 on its next call, and so does a fresh sign-in', async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    expect((await call('GET', '/api/session', { token })).status).toBe(200);
    const res = await call('PUT', `/api/userInfo/${u.id}`, {
      token: admin,
      body: editOf(await userRecord(u.tenantId, u.id), { activated: false }),
    });
    expect(res.status).toBe(200);
    expect(res.body.activated).toBe(false);
    expect((await call('GET', '/api/greeting', { token })).status).toBe(401);
    const fresh = await signIn(u.login).catch(() => undefined); // real Cognito refuses; cognito-local does not
    if (fresh) expect((await call('GET', '/api/session', { token: fresh })).status).toBe(401);
    const sessions = await queryAll<SessionRecord>(keys.sessionPrefix(u.tenantId, u.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.ended)).toBe(true);
    // Reactivated, they sign in again; the old token's session stays ended.
    await call('PUT', `/api/userInfo/${u.id}`, {
      token: admin,
      body: editOf(await userRecord(u.tenantId, u.id), { activated: true }),
    });
    expect((await call('GET', '/api/session', { token: await signIn(u.login) })).status).toBe(200);
    expect((await call('GET', '/api/session', { token })).status).toBe(401);
  });

  it('refuses a stale version with the spec’s concurrency message', async () => {
    const u = await freshUser('acme.user');
    const before = await userRecord(u.tenantId, u.id);
    expect(
      (await call('PUT', `/api/userInfo/${u.id}`, { token: admin, body: editOf(before, { firstName: 'One' }) })).status,
    ).toBe(200);
    const stale = await call('PUT', `/api/userInfo/${u.id}`, {
      token: admin,
      body: editOf(before, { firstName: 'Two' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Another user modified this data at the same time as you. Your changes were rejected.',
    );
    expect(stale.body.data.current).toMatchObject({ firstName: 'One', version: before.version + 1 });
  });

  it('stops administrators deactivating or demoting themselves', async () => {
    const me = await freshUser('acme.admin');
    const token = await signIn(me.login);
    const own = await userRecord(me.tenantId, me.id);
    const off = await call('PUT', `/api/userInfo/${me.id}`, { token, body: editOf(own, { activated: false }) });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe('You cannot deactivate yourself or change your own role.');
    const demote = await call('PUT', `/api/user-role/${me.id}`, {
      token,
      body: { roleId: acmeUserRole, version: own.version },
    });
    expect(demote.status).toBe(400);
    expect(
      (await call('PUT', `/api/userInfo/${me.id}`, { token, body: editOf(own, { lastName: 'Kept' }) })).status,
    ).toBe(200);
  });

  it('assigns a role, which the user’s next call reflects', async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const role = await freshRole('acme.admin', 1, ['company:read', 'logs:read']);
    const put = await call('PUT', `/api/user-role/${u.id}`, {
      token: admin,
      body: { roleId: role.id, version: (await userRecord(u.tenantId, u.id)).version },
    });
    expect(put.status).toBe(200);
    expect(put.body.role).toMatchObject({ id: role.id, privileges: ['company:read', 'logs:read'] });
    expect((await call('GET', `/api/user-role/${u.id}`, { token: admin })).body.role.id).toBe(role.id);
    expect((await call('GET', '/api/user-role', { token })).body.role.id).toBe(role.id);
    expect((await call('GET', '/api/roles/by-token', { token })).body).toMatchObject({ id: role.id, level: 1 });
  });
});

describe('listing users (GET /api/userInfos/all)', () => {
  it('searches login, name and e-mail, sorts and pages with a total', async () => {
    const marker = `Mk${ulid().slice(-8)}`;
    for (const first of ['Ann', 'Bob', 'Cy'])
      await call('POST', '/api/userInfo', {
        token: admin,
        body: person(newLogin(), acmeUserRole, { firstName: first, lastName: marker }),
      });
    const q = `/api/userInfos/all?search=${marker.toLowerCase()}&sort=firstName&order=desc&size=2`;
    const first = await call('GET', q, { token: admin });
    expect(first.body).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(first.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Cy', 'Bob']);
    const second = await call('GET', `${q}&page=1`, { token: admin });
    expect(second.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Ann']);
  });

  it('lets only platform administrators name a tenant', async () => {
    const acme = (await whoIs('acme.admin')).tenantId;
    const globex = (await whoIs('globex.admin')).tenantId;
    const platform = await signIn('platform.admin');
    const listed = await call('GET', `/api/userInfos/all?tenantId=${acme}&search=acme.&size=100`, { token: platform });
    expect(listed.body.items.map((u: { login: string }) => u.login)).toEqual([
      'acme.admin',
      'acme.auditor', // the demo's invited auditor (ADR 0115)
      'acme.user',
    ]);
    expect((await call('GET', `/api/userInfos/all?tenantId=${ulid()}`, { token: platform })).status).toBe(404);
    expect((await call('GET', `/api/userInfos/all?tenantId=${globex}`, { token: admin })).status).toBe(403);
    const own = await call('GET', '/api/userInfos/all?size=100', { token: platform });
    expect(own.body.items.every((u: { login: string }) => !u.login.startsWith('acme'))).toBe(true);
  });
});

describe('tenant isolation: Acme’s administrator and Globex', () => {
  it('finds no Globex user or role by id, in a path or a body', async () => {
    const g = await whoIs('globex.admin');
    const gUser = await userRecord(g.tenantId, g.userId);
    const gRole = gUser.roleId;
    const roleBody = { name: 'Hijack', level: 1, privileges: ['company:read'], version: 1 };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/user-role/${g.userId}`],
      ['PUT', `/api/userInfo/${g.userId}`, editOf(gUser, { activated: false, roleId: acmeUserRole })],
      ['PUT', `/api/user-role/${g.userId}`, { roleId: acmeUserRole, version: gUser.version }],
      ['GET', `/api/roles/${gRole}`],
      ['PUT', `/api/roles/${gRole}`, roleBody],
      ['GET', `/api/pages/${gRole}`],
      ['GET', `/api/pages/sidebar/${gRole}`],
      ['PUT', `/api/pages/${gRole}`, { visible: [], version: 0 }],
    ];
    for (const [method, path, body] of attempts)
      expect((await call(method, path, { token: admin, body })).status, `${method} ${path}`).toBe(404);
    const u = await freshUser('acme.user');
    const foreignRole = await call('PUT', `/api/user-role/${u.id}`, {
      token: admin,
      body: { roleId: gRole, version: (await userRecord(u.tenantId, u.id)).version },
    });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.data.issues[0]).toMatchObject({ path: 'body.roleId' });
    const invite = await call('POST', '/api/userInfo', { token: admin, body: person(newLogin(), gRole) });
    expect(invite.status).toBe(400);
    const roles = await call('GET', '/api/roles', { token: admin });
    expect(roles.body.map((r: { id: string }) => r.id)).not.toContain(gRole);
    // Globex is untouched.
    expect((await userRecord(g.tenantId, g.userId)).version).toBe(gUser.version);
  });
});

describe('roles (GET/PUT /api/roles/{id})', () => {
  it('edits name, level and privileges with a version, within the caller’s own grant', async () => {
    const role = await freshRole('acme.admin');
    const path = `/api/roles/${role.id}`;
    const body = { name: 'Data reviewers', level: 3, privileges: ['company:read', 'logs:read'], version: 1 };
    const ok = await call('PUT', path, { token: admin, body });
    expect(ok.body).toMatchObject({ ...body, version: 2 });
    expect((await call('GET', path, { token: admin })).body).toMatchObject({ name: 'Data reviewers', version: 2 });
    expect((await call('PUT', path, { token: admin, body })).status).toBe(409);
    const platform = await call('PUT', path, {
      token: admin,
      body: { ...body, privileges: ['platform:admin'], version: 2 },
    });
    expect(platform.status).toBe(400);
    expect(platform.body.data.issues[0].message).toContain('platform roles');
    const higher = await call('PUT', path, { token: admin, body: { ...body, level: 6, version: 2 } });
    expect(higher.body.data.issues[0]).toMatchObject({ path: 'body.level' });
    expect(await versionOf(keys.role(role.tenantId, role.id))).toBe(2);
  });

  it('leaves roles above the caller’s level alone', async () => {
    const senior = await freshRole('acme.admin', 7, ['company:read']);
    const res = await call('PUT', `/api/roles/${senior.id}`, {
      token: admin,
      body: { name: 'x', level: 1, privileges: [], version: 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe('privilege catalogue (GET/POST /api/privilege, PUT /api/privilege/{id})', () => {
  it('platform administrators register and rename keys; company administrators read them', async () => {
    const platform = await signIn('platform.admin');
    const privilegekey = `reports:${newLogin('x')}`;
    const names = { nameen: 'Approve reports', namezht: '批核報告', namezhs: '批核报告' };
    const made = await call('POST', '/api/privilege', { token: platform, body: { privilegekey, ...names } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ privilegekey, status: 'ACTIVE', known: false, version: 1 });
    const dup = await call('POST', '/api/privilege', { token: platform, body: { privilegekey, ...names } });
    expect(dup.body.message).toBe('This privilege key is already registered.');
    const path = `/api/privilege/${made.body.id}`;
    const renamed = await call('PUT', path, {
      token: platform,
      body: { ...names, nameen: 'Sign off', status: 'INACTIVE', version: 1 },
    });
    expect(renamed.body).toMatchObject({ nameen: 'Sign off', status: 'INACTIVE', version: 2 });
    const rekey = await call('PUT', path, {
      token: platform,
      body: { ...names, privilegekey: 'other:key', status: 'ACTIVE', version: 2 },
    });
    expect(rekey.body.message).toBe('A privilege key cannot be changed.');
    const list = await call('GET', '/api/privilege', { token: admin });
    expect(list.body.find((p: { privilegekey: string }) => p.privilegekey === 'users:manage')).toMatchObject({
      nameen: 'Manage users',
      known: true,
    });
  });
});

describe('page authorization (GET /api/pages, /api/pages/{id}, PUT /api/pages/{id})', () => {
  it('keeps level-1 users out of administration except the read-only subscription page', async () => {
    const pages = (await call('GET', '/api/pages', { token: await signIn('acme.user') })).body;
    const admins = pages.filter((p: { group: string }) => p.group === 'administration');
    expect(admins).toEqual([expect.objectContaining({ path: '/administration/company_subscription', readOnly: true })]);
  });

  it('shows platform staff no company data pages (they belong to no company), but the subscriptions they manage', async () => {
    const pages = (await call('GET', '/api/pages', { token: await signIn('platform.admin') })).body;
    const paths = pages.map((p: { path: string }) => p.path);
    for (const path of [
      '/social/employment',
      '/environmental/electricities',
      '/dashboard',
      '/excel',
      '/reporting/view_pdf',
    ])
      expect(paths).not.toContain(path);
    expect(paths).toEqual(expect.arrayContaining(['/home', '/settings', '/administration/company_subscription']));
    expect(paths).toContain('/administration/emission_factors');
  });

  it('hides pages from a role’s members, never shows pages its grant does not allow', async () => {
    const role = await freshRole('acme.admin', 1, ['company:read']);
    const u = await freshUser('acme.user');
    await call('PUT', `/api/user-role/${u.id}`, {
      token: admin,
      body: { roleId: role.id, version: (await userRecord(u.tenantId, u.id)).version },
    });
    const current = await call('GET', `/api/pages/${role.id}`, { token: admin });
    expect(current.body.version).toBe(0);
    const visible = current.body.pages
      .filter((p: { visible: boolean; path: string }) => p.visible && p.path !== '/social/product')
      .map((p: { path: string }) => p.path);
    const put = await call('PUT', `/api/pages/${role.id}`, { token: admin, body: { visible, version: 0 } });
    expect(put.body.version).toBe(1);
    expect(put.body.pages.find((p: { path: string }) => p.path === '/social/product').visible).toBe(false);
    const mine = (await call('GET', '/api/pages', { token: await signIn(u.login) })).body.map(
      (p: { path: string }) => p.path,
    );
    expect(mine).not.toContain('/social/product');
    expect(mine).toContain('/social/employment');
    const sidebar = (await call('GET', `/api/pages/sidebar/${role.id}`, { token: admin })).body;
    expect(
      sidebar.find((g: { group: string }) => g.group === 'social').items.map((i: { path: string }) => i.path),
    ).not.toContain('/social/product');
    const again = await call('PUT', `/api/pages/${role.id}`, { token: admin, body: { visible, version: 0 } });
    expect(again.status).toBe(409);
    const wider = await call('PUT', `/api/pages/${role.id}`, {
      token: admin,
      body: { visible: ['/administration/users'], version: 1 },
    });
    expect(wider.status).toBe(400);
    expect(wider.body.data.issues[0].message).toContain('do not allow this page');
  });
});
