import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, inbox, signIn } from '../support/api';
import { freshUser, whoIs } from '../support/tenants';

const PASSWORD = 'Welcome-2026!';
const patch = (companyId: string, language: string, token?: string) =>
  call('PATCH', `/api/comp/partialUpdateCompanyLanguage/${companyId}/${language}`, { token });

/** A company of its own (self-registered and activated), so language edits never touch seeded data. */
async function registeredCompany() {
  const login = `lang${ulid().slice(-10).toLowerCase()}`;
  const email = `${login}@example.com`;
  const body = { login, email, firstName: 'Lena', lastName: 'Lang', password: PASSWORD, companyName: `Lang ${login}` };
  expect((await call('POST', '/api/auth/register', { body })).status).toBe(201);
  const mail = (await inbox()).filter((m) => m.to === email).at(-1)!;
  const key = /key=([\w-]+)/.exec(mail.text)![1]!;
  expect((await call('PUT', `/api/auth/activate/${key}`)).status).toBe(200);
  const token = await signIn(login, PASSWORD);
  const session = (await call('GET', '/api/session', { token })).body;
  return { token, companyId: session.company.id as string };
}

describe('company default language (GET /api/comp/language, PATCH …/partialUpdateCompanyLanguage)', () => {
  let admin: { token: string; companyId: string };
  beforeAll(async () => {
    admin = await registeredCompany();
  });

  it('reads the company language and lets its administrator change it', async () => {
    const before = await call('GET', '/api/comp/language', { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ companyId: admin.companyId, languageMasterId: 'en', langKey: 'en' });

    const changed = await patch(admin.companyId, 'hk', admin.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      companyId: admin.companyId,
      languageMasterId: 'hk',
      langKey: 'zh-hk',
      version: before.body.version + 1,
    });
    const after = await call('GET', '/api/comp/language', { token: admin.token });
    expect(after.body).toEqual(changed.body);

    // Setting the language it already has changes nothing (no new version).
    expect((await patch(admin.companyId, 'hk', admin.token)).body.version).toBe(changed.body.version);
    expect((await patch(admin.companyId, 'cn', admin.token)).body).toMatchObject({ langKey: 'zh-cn' });
  });

  it('answers 404 for any company but the caller’s own, and changes nothing there', async () => {
    const acme = await signIn('acme.admin');
    const acmeBefore = (await call('GET', '/api/comp/language', { token: acme })).body;
    expect((await patch(admin.companyId, 'hk', acme)).status).toBe(404);
    expect((await patch(acmeBefore.companyId, 'cn', admin.token)).status).toBe(404);
    expect((await patch('01J00000000000000000000000', 'cn', admin.token)).status).toBe(404);
    expect((await call('GET', '/api/comp/language', { token: acme })).body).toEqual(acmeBefore);
  });

  it('refuses a company user (403), a platform administrator (404) and strangers (401)', async () => {
    const { tenantId } = await whoIs('acme.user');
    const user = await freshUser('acme.user');
    const userToken = await signIn(user.login, user.password);
    expect((await call('GET', '/api/comp/language', { token: userToken })).status).toBe(200);
    expect((await patch(tenantId, 'hk', userToken)).status).toBe(403);

    const platform = await signIn('platform.admin');
    expect((await call('GET', '/api/comp/language', { token: platform })).status).toBe(404);
    expect((await patch(admin.companyId, 'hk', platform)).status).toBe(404);
    expect((await patch('platform', 'hk', platform)).status).toBe(404);

    expect((await call('GET', '/api/comp/language')).status).toBe(401);
    expect((await patch(admin.companyId, 'hk')).status).toBe(401);
  });

  it('refuses an unknown language or a malformed company id with field issues (400)', async () => {
    const bad = await patch(admin.companyId, 'fr', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues).toEqual([expect.objectContaining({ path: 'params.languageMasterId' })]);
    const badId = await patch(encodeURIComponent('a#b'), 'en', admin.token);
    expect(badId.status).toBe(400);
    expect(badId.body.data.issues).toEqual([expect.objectContaining({ path: 'params.companyId' })]);
  });
});
