import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { adminRoutes } from '@esg/core/contract/admin';
import { companyRoutes } from '@esg/core/contract/company';
import type { RouteDef } from '@esg/core/contract/route';
import { call, inbox, signIn } from '../support/api';
import { onboard, PASSWORD, platform, short } from '../support/onboard';
import { whoIs } from '../support/tenants';
import { everyCompany } from '../support/company';

const dates = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});

const periods = async (token: string) => (await call('GET', '/api/compPeriod', { token })).body;

describe('onboarding (POST /api/comp/subscribe/{start}/{end})', () => {
  it('creates the company and invites its administrator, who activates, chooses a password and sees the company', async () => {
    const login = `on${short()}`;
    const email = `${login}@example.com`;
    const res = await call('POST', '/api/comp/subscribe/2025-04-01/2026-03-31', {
      token: await platform(),
      body: {
        company: { name: 'Umbrella HK Ltd', langKey: 'en' },
        admin: { login, email, firstName: 'Una', lastName: 'Brella' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ admin: { login, activated: false }, company: { name: 'Umbrella HK Ltd' } });
    // Until the mailed link is used, the administrator cannot sign in.
    await expect(signIn(login, PASSWORD)).rejects.toThrow();
    const mail = (await inbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('ESG Platform: activate your account');
    expect(mail.text).toContain('Dear Una');
    const key = /key=([\w-]+)/.exec(mail.text)![1]!;
    const reset = /reset=([\w-]+)/.exec(mail.text)![1]!;
    expect((await call('PUT', `/api/auth/activate/${key}`)).body.message).toBe('Your user account has been activated.');
    await call('PUT', `/api/user/reset-password/${reset}`, {
      body: { newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    const token = await signIn(login, PASSWORD);
    const session = (await call('GET', '/api/session', { token })).body;
    expect(session.company).toEqual({ id: res.body.company.id, name: 'Umbrella HK Ltd' });
    expect(session.role).toMatchObject({ name: 'Company administrator', level: 5 });
    expect(Object.values(session.yearEnds)).toEqual(['2026-03-31']);
    expect(await periods(token)).toEqual([
      expect.objectContaining({ ...dates('2025-04-01', '2026-03-31'), printed: false, ruleSet: '2025' }),
    ]);
    const configs = (await call('GET', '/api/system-configurations', { token })).body;
    expect(configs).toEqual([
      expect.objectContaining({
        id: res.body.company.id,
        companyName: 'Umbrella HK Ltd',
        newFinancialYearStartDate: '2026-04-01',
        newFinancialYearEndDate: '2027-03-31',
      }),
    ]);
  });

  it('refuses a login already in use, creating nothing', async () => {
    const name = `Dup ${short()} Ltd`;
    const res = await call('POST', '/api/comp/subscribe/2025-01-01/2025-12-31', {
      token: await platform(),
      body: {
        company: { name, langKey: 'en' },
        admin: { login: 'acme.admin', email: `${short()}@example.com`, firstName: 'A', lastName: 'B' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Login name already used!');
    expect((await everyCompany(await platform())).map((c) => c.name)).not.toContain(name);
  });

  it('refuses a financial year that ends before it starts, and bad input, with field issues', async () => {
    const token = await platform();
    const body = {
      company: { name: 'X', langKey: 'en' },
      admin: { login: 'x', email: 'x@example.com', firstName: 'X', lastName: 'Y' },
    };
    const backwards = await call('POST', '/api/comp/subscribe/2025-12-31/2025-01-01', { token, body });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.issues).toEqual([expect.objectContaining({ path: 'params.end' })]);
    const bad = await call('POST', '/api/comp/subscribe/2025-01-01/2025-12-31', {
      token,
      body: { company: { name: '', langKey: 'xx' }, admin: { login: 'a b', email: 'nope' } },
    });
    const paths = bad.body.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.company.name', 'body.company.langKey', 'body.admin.login', 'body.admin.email']),
    );
  });
});

describe('platform-only routes', () => {
  const routes: Record<string, RouteDef> = { ...adminRoutes, ...companyRoutes };
  const platformRoutes = Object.entries(routes).filter(([, r]) => r.access === 'platform:admin');
  const pathOf = (path: string) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, n: string) =>
        ({ start: '2025-01-01', end: '2025-12-31', ruleSet: '2025', code: 'A1.1', factorId: 'elec-clp' })[n] ?? ulid(),
    );

  it.each(['acme.admin', 'acme.user'])('answer 403 to %s, whatever the body', async (login) => {
    expect(platformRoutes.length).toBeGreaterThan(10);
    const token = await signIn(login);
    for (const [id, r] of platformRoutes) {
      const res = await call(r.method, pathOf(r.path), { token, body: r.body ? {} : undefined });
      expect(res.status, id).toBe(403);
    }
  });
});

describe('companies (GET/PUT /api/comp/all)', () => {
  it('lists every company from the platform index, with its periods, page by page', async () => {
    const token = await platform();
    const first = await call('GET', '/api/comp/all?size=1', { token });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.cursor).toBeTruthy();
    const all = await everyCompany(token);
    const acme = all.find((c) => c.name === 'Acme Holdings Ltd')!;
    expect(acme.compPeriods.map((p: { yearEnd: string; printed: boolean }) => [p.yearEnd, p.printed])).toEqual([
      ['2024-12-31', true],
      ['2025-12-31', false],
    ]);
    expect(all.map((c: { name: string }) => c.name)).toContain('Globex Group Ltd');
  });

  it('renames a company (its users see the new name) and refuses a stale version', async () => {
    const co = await onboard();
    const token = await platform();
    const body = { id: co.companyId, name: 'Initech Holdings', nameZh: '英泰控股', langKey: 'zh-hk', version: 1 };
    const res = await call('PUT', '/api/comp/all', { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Initech Holdings', nameZh: '英泰控股', version: 2 });
    const stale = await call('PUT', '/api/comp/all', { token, body: { ...body, name: 'Other' } });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ name: 'Initech Holdings', version: 2 }); // ADR 0083
    const fresh = await signIn(co.login, PASSWORD);
    expect((await call('GET', '/api/session', { token: fresh })).body.company.name).toBe('Initech Holdings');
    // The system configuration names it by both names, for the screen to name it in the reader's language.
    const config = (await call('GET', `/api/system-configurations/${co.companyId}`, { token })).body;
    expect(config).toMatchObject({ companyName: 'Initech Holdings', companyNameZh: '英泰控股' });
    const missing = await call('PUT', '/api/comp/all', { token, body: { ...body, id: ulid() } });
    expect(missing.status).toBe(404);
  });
});

describe('the company names Company information saves (one fact)', () => {
  it("shows the latest year's Chinese name in the platform's companies list; an older year's page renames nothing", async () => {
    const co = await onboard();
    const periodsOf = await periods(co.token);
    const latest = periodsOf.at(-1).yearEnd as string;
    const info = (nameZh: string) => ({
      nameEn: co.reply.company.name,
      nameZh,
      companyId: '0001',
      languagePreference: 'hk',
      financialYearStartDate: '2025-04-01',
      financialYearEndDate: '2026-03-31',
      businessNature: ['retail'],
      reportingCurrency: 'HKD',
    });
    const saved = await call('PUT', '/api/comp/info', {
      token: co.token,
      body: { year: latest, values: info('英泰有限公司'), version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const listed = (await everyCompany(await platform())).find((c) => c.id === co.companyId) as { nameZh?: string };
    expect(listed.nameZh).toBe('英泰有限公司');

    // A later year added by the platform: the earlier year's page is history and renames nothing.
    const next = await call('POST', '/api/compPeriod/new', {
      token: await platform(),
      body: { companyId: co.companyId, ...dates('2026-04-01', '2027-03-31') },
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const fresh = await signIn(co.login, PASSWORD);
    const older = await call('PUT', '/api/comp/info', {
      token: fresh,
      body: { year: latest, values: info('舊名稱有限公司'), version: 1 },
    });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    const after = (await everyCompany(await platform())).find((c) => c.id === co.companyId) as { nameZh?: string };
    expect(after.nameZh).toBe('英泰有限公司');
  });
});

describe('reporting periods', () => {
  it('adds the next period; refuses overlaps, an end before the start and a taken year end with field issues', async () => {
    const co = await onboard();
    const token = await platform();
    const add = (d: object) => call('POST', '/api/compPeriod/new', { token, body: { companyId: co.companyId, ...d } });
    const next = await add(dates('2026-04-01', '2027-03-31'));
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ yearEnd: '2027-03-31', printed: false, ruleSet: '2025' });
    const overlap = await add(dates('2026-10-01', '2027-09-30'));
    expect(overlap.status).toBe(400);
    expect(overlap.body.data.issues[0]).toMatchObject({ path: 'body.startDate', code: 'periodOverlap' });
    const backwards = await add(dates('2028-03-31', '2027-04-01'));
    expect(backwards.body.data.issues.map((i: { path: string }) => i.path)).toContain('body.endDate');
    const taken = await add({ ...dates('2027-01-01', '2027-03-31') });
    expect(taken.body.data.issues.map((i: { path: string }) => i.path)).toContain('body.financialYearEndDate');
    const badDate = await add(dates('2028-02-30', '2029-03-31'));
    expect(badDate.body.data.issues[0].path).toBe('body.startDate');
    expect(
      (
        await call('POST', '/api/compPeriod/new', {
          token,
          body: { companyId: ulid(), ...dates('2030-01-01', '2030-12-31') },
        })
      ).status,
    ).toBe(404);
    expect((await periods(co.token)).map((p: { yearEnd: string }) => p.yearEnd)).toEqual(['2026-03-31', '2027-03-31']);
  });

  it('answers isPrinted for the caller’s own years only', async () => {
    const token = await signIn('acme.user');
    expect((await call('GET', '/api/compPeriod/isPrinted/2024-12-31', { token })).body).toEqual({
      yearEnd: '2024-12-31',
      printed: true,
    });
    expect((await call('GET', '/api/compPeriod/isPrinted/2025-12-31', { token })).body.printed).toBe(false);
    // Globex's year: indistinguishable from a year that does not exist.
    expect((await call('GET', '/api/compPeriod/isPrinted/2025-03-31', { token })).status).toBe(404);
    expect((await call('GET', '/api/compPeriod/isPrinted/2025-13-01', { token })).status).toBe(400);
    expect((await periods(await signIn('globex.admin'))).map((p: { yearEnd: string }) => p.yearEnd)).toEqual([
      '2025-03-31',
      '2026-03-31',
    ]);
  });

  it('a printed year refuses writes with 423 until it is reopened; a stale flag edit is 409', async () => {
    const co = await onboard();
    const token = await platform();
    const year = '2026-03-31';
    const upload = () =>
      call('POST', `/api/files/attachment/${year}`, {
        token: co.token,
        body: { files: [{ name: 'bill.pdf', type: 'application/pdf', size: 1000 }] },
      });
    expect((await upload()).status).toBe(201);
    const print = (printed: boolean, version: number) =>
      call('PUT', '/api/compPeriod/printed', {
        token,
        body: { companyId: co.companyId, yearEnd: year, printed, version },
      });
    const printed = await print(true, 1);
    expect(printed.body).toMatchObject({ printed: true, version: 2 });
    const locked = await upload();
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe('This reporting year has been printed and is locked.');
    expect((await call('GET', `/api/compPeriod/isPrinted/${year}`, { token: co.token })).body.printed).toBe(true);
    expect((await print(false, 1)).status).toBe(409);
    expect((await print(false, 2)).body.printed).toBe(false);
    expect((await upload()).status).toBe(201);
  });
});

describe('system configuration', () => {
  it('edits the financial years, and starting the new year creates its period', async () => {
    const co = await onboard();
    const token = await platform();
    const url = `/api/system-configurations/${co.companyId}`;
    const config = (await call('GET', url, { token })).body;
    const edit = (body: object) => call('PUT', url, { token, body });
    const years = {
      financialYearStartDate: '2025-04-01',
      financialYearEndDate: '2026-03-31',
      newFinancialYearStartDate: '2026-04-01',
      newFinancialYearEndDate: '2027-03-31',
    };
    const wrong = await edit({ ...years, newFinancialYearStartDate: '2026-01-01', version: config.version });
    expect(wrong.body.data.issues[0].path).toBe('body.newFinancialYearStartDate');
    // A new year of eighteen months is refused when it is set, not only when it is started (ADR 0153).
    const long = await edit({ ...years, newFinancialYearEndDate: '2027-09-30', version: config.version });
    expect(long.status).toBe(400);
    expect(long.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.newFinancialYearEndDate', code: 'periodTwelveMonths' }),
    ]);
    const started = await edit({ ...years, startNewFinancialYear: true, version: config.version });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      financialYearStartDate: '2026-04-01',
      financialYearEndDate: '2027-03-31',
      newFinancialYearStartDate: '2027-04-01',
      newFinancialYearEndDate: '2028-03-31',
      version: config.version + 1,
    });
    expect((await periods(co.token)).map((p: { yearEnd: string }) => p.yearEnd)).toEqual(['2026-03-31', '2027-03-31']);
    expect((await edit({ ...years, version: config.version })).status).toBe(409);
    // The company's administrator reads it but cannot change it.
    expect((await call('GET', url, { token: co.token })).body.id).toBe(co.companyId);
    expect((await call('PUT', url, { token: co.token, body: { ...years, version: 2 } })).status).toBe(403);
  });

  it('creates one configuration per company; another company’s is 404 to company users', async () => {
    const token = await platform();
    const { tenantId: globex } = await whoIs('globex.admin');
    const body = { companyId: globex, financialYearStartDate: '2025-04-01', financialYearEndDate: '2026-03-31' };
    const created = await call('POST', '/api/system-configurations', { token, body });
    expect([201, 400]).toContain(created.status); // 400 when a rerun against the same data finds it
    const again = await call('POST', '/api/system-configurations', { token, body });
    expect(again.body.data.issues[0].path).toBe('body.companyId');
    const all = (await call('GET', '/api/system-configurations', { token })).body;
    expect(all.map((c: { companyKey: string }) => c.companyKey)).toContain(globex);
    for (const login of ['acme.admin', 'acme.user']) {
      const acme = await signIn(login);
      expect((await call('GET', `/api/system-configurations/${globex}`, { token: acme })).status).toBe(404);
      const own = (await call('GET', '/api/system-configurations', { token: acme })).body;
      expect(own.every((c: { companyKey: string }) => c.companyKey !== globex)).toBe(true);
    }
    expect(
      (await call('GET', `/api/system-configurations/${globex}`, { token: await signIn('globex.admin') })).status,
    ).toBe(200);
  });
});
