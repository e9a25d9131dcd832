import { beforeAll, describe, expect, it } from 'vitest';
import { call, inbox, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { formatDate } from '@esg/core/lib/dates';
import { freshAuditor, inDays, setAuditorUntil } from '../support/auditor';
import { uploadOne, withMagic } from '../support/files';
import { every, saveBoundaries } from '../support/resources';
import { userRecord } from '../support/access';
import { freshTeam } from '../support/team';

/** The invited auditor (docs/decisions/0115-the-auditor.md), in a company of its own with two years. */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
let admin: string;
let tenantId: string;
let rowId: string;

beforeAll(async () => {
  const co = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }], 'companyAdmin');
  ({ token: admin, tenantId } = co);
  const loc = await saveBoundaries(admin, [Y1, Y2]);
  const row = {
    version: 0,
    locationId: loc.hq,
    unit: 'kWh',
    months: every('100'),
    attributes: { supplier: 'clp', account: 'A-1' },
  };
  const saved = await call('PUT', `/api/resource/electricity/${Y2}`, { token: admin, body: { rows: [row] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  rowId = saved.body.rows[0].id;
  const bill = { name: 'bill.pdf', type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 2000) };
  const target = { kind: 'row', resource: 'electricity', row: rowId, month: 1 };
  expect((await uploadOne(admin, bill, `evidence/${Y2}`, target)).confirmed.status).toBe(200);
});

const invite = (body: Record<string, unknown>) => call('POST', '/api/auditors', { token: admin, body });
const person = (email: string) => ({ email, firstName: 'Olivia', lastName: 'Ng', firm: 'Harbour Assurance LLP' });

describe('inviting an auditor', () => {
  it('mails the invitation in the invitee’s language; the auditor activates, signs in and sees only the chosen years', async () => {
    const email = `hk${Date.now()}@example.com`;
    const res = await invite({ ...person(email), langKey: 'zh-hk', years: [Y2], until: inDays(20) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ email, years: [Y2], activated: false, live: true, firm: 'Harbour Assurance LLP' });
    const mail = (await inbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toContain('邀請您審核其 ESG 數據');
    // The years and the end of access as the screens show dates (DD-MM-YYYY), never as stored.
    expect(mail.text).toContain(formatDate(Y2));
    expect(mail.text).toContain(formatDate(inDays(20)));
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    // The link names the mail's language: the page it opens speaks it on a browser that has chosen none.
    expect(link.searchParams.get('lang')).toBe('hk');
    expect((await call('PUT', `/api/auth/activate/${link.searchParams.get('key')}`)).status).toBe(200);
    const reset = await call('PUT', `/api/user/reset-password/${link.searchParams.get('reset')}`, {
      body: { newPassword: 'Audit-pass-2026!', confirmPassword: 'Audit-pass-2026!' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const token = await signIn(res.body.login, 'Audit-pass-2026!');
    const session = await call('GET', '/api/session', { token });
    expect(session.status).toBe(200);
    expect(Object.values(session.body.yearEnds)).toEqual([Y2]);
    expect(session.body.role).toMatchObject({ id: 'auditor', privileges: ['company:read', 'assurance:audit'] });
    const periods = await call('GET', '/api/compPeriod', { token });
    expect(periods.body.map((p: { yearEnd: string }) => p.yearEnd)).toEqual([Y2]);
    const list = await call('GET', '/api/auditors', { token: admin });
    expect(list.body.find((a: { email: string }) => a.email === email)).toMatchObject({ activated: true, live: true });
  });

  it('refuses years the company does not have and end dates in the past or too far ahead, naming the field', async () => {
    const base = { ...person(`x${Date.now()}@example.com`), langKey: 'en' };
    const unknown = await invite({ ...base, years: ['2019-12-31'], until: inDays(5) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues[0]).toMatchObject({ path: 'body.years', code: 'auditorYearUnknown' });
    const past = await invite({ ...base, years: [Y2], until: inDays(-1) });
    expect(past.body.data.issues[0]).toMatchObject({ path: 'body.until', code: 'auditorUntilPast' });
    const far = await invite({ ...base, years: [Y2], until: inDays(800) });
    expect(far.body.data.issues[0]).toMatchObject({ path: 'body.until', code: 'auditorUntilPast' });
    const noYears = await invite({ ...base, years: [], until: inDays(5) });
    expect(noYears.status).toBe(400);
  });

  it('is for administrators only', async () => {
    const { token: user } = await freshCompany([{ yearEnd: Y2 }]);
    const res = await call('POST', '/api/auditors', {
      token: user,
      body: { ...person('u@example.com'), langKey: 'en', years: [Y2], until: inDays(5) },
    });
    expect(res.status).toBe(403);
  });
});

describe('the auditor reads, within its years, and nothing else', () => {
  let auditor: Awaited<ReturnType<typeof freshAuditor>>;
  beforeAll(async () => {
    auditor = await freshAuditor(tenantId, [Y2]);
  });

  it('reads every view of its year: figures and their lineage, evidence, completeness, anomalies', async () => {
    const token = auditor.token;
    for (const path of [
      `/api/emissions/${Y2}`,
      `/api/resource/electricity/${Y2}`,
      `/api/evidence/${Y2}`,
      `/api/completeness/${Y2}`,
      `/api/anomalies/${Y2}`,
      `/api/evidence-integrity/${Y2}`,
      `/api/dashboard/${Y2}`,
    ])
      expect((await call('GET', path, { token })).status, path).toBe(200);
    const evidence = await call('GET', `/api/evidence/${Y2}`, { token });
    const download = await call('GET', `/api/file/${evidence.body[0].id}`, { token });
    expect(download.status).toBeLessThan(400);
  });

  it('is refused every other year, by year and by period id; a file of that year is not found', async () => {
    const token = auditor.token;
    for (const path of [`/api/emissions/${Y1}`, `/api/resource/electricity/${Y1}`, `/api/completeness/${Y1}`])
      expect((await call('GET', path, { token })).status, path).toBe(403);
    const periods = await call('GET', '/api/compPeriod', { token: admin });
    const y1 = periods.body.find((p: { yearEnd: string }) => p.yearEnd === Y1).id;
    expect((await call('GET', `/api/comp-location/social/${y1}`, { token })).status).toBe(403);
    const file = { name: 'old.pdf', type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 1000) };
    const { ticket } = await uploadOne(admin, file, `attachment/${Y1}`);
    expect((await call('GET', `/api/file/${ticket.id}`, { token })).status).toBe(404);
  });

  it('is refused another year named by any parameter; its dashboard compares with none of them by default', async () => {
    const token = auditor.token;
    expect((await call('GET', `/api/dashboard/${Y2}?compare=${Y1}`, { token })).status).toBe(403);
    const own = await call('GET', `/api/dashboard/${Y2}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.compareYearEnd).toBeNull();
    expect(own.body.years.map((y: { yearEnd: string }) => y.yearEnd)).toEqual([Y2]);
    // Everyone else's default comparison is the year before.
    const admins = await call('GET', `/api/dashboard/${Y2}`, { token: admin });
    expect(admins.body.compareYearEnd).toBe(Y1);
  });

  it('can never write, print, send mail or read the whole audit log', async () => {
    const token = auditor.token;
    const refused = [
      ['PUT', `/api/page-data/health_safety/${Y2}`, { values: { fatalities: '0' }, version: 0 }],
      ['PUT', `/api/resource/electricity/${Y2}`, { rows: [] }],
      ['POST', `/api/report/${Y2}`, undefined],
      ['POST', `/api/questionnaire/sendBoardEmails/${Y2}`, {}],
      ['PUT', `/api/anomalies/${Y2}/row.electricity.${rowId}.m0/explanation`, { comment: 'fine' }],
      ['GET', '/api/audit/audit-log-masters', undefined],
      ['POST', '/api/auditors', { ...person('z@example.com'), langKey: 'en', years: [Y2], until: inDays(3) }],
    ] as const;
    for (const [method, path, body] of refused)
      expect((await call(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
  });

  it('sets its own profile (the language its screens speak), not another user’s', async () => {
    const token = auditor.token;
    const me = (await call('GET', '/api/userInfo', { token })).body;
    const { firstName, lastName, email, version } = me;
    const res = await call('PUT', '/api/userInfo', {
      token,
      body: { firstName, lastName, email, langKey: 'zh-cn', version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await call('GET', '/api/userInfo', { token })).body.langKey).toBe('zh-cn');
    // Another user's record stays the administrators' (a company write).
    const users = (await call('GET', '/api/userInfos/all', { token: admin })).body;
    const other = users.items.find((u: { id: string }) => u.id !== me.id);
    const edit = await call('PUT', `/api/userInfo/${other.id}`, { token, body: { ...other, langKey: 'zh-cn' } });
    expect(edit.status).toBe(403);
  });

  it('logs every page it opens in the company’s audit log: who, what, when', async () => {
    const before = new Date().toISOString();
    expect((await call('GET', `/api/completeness/${Y2}`, { token: auditor.token })).status).toBe(200);
    const log = await call('GET', `/api/audit/audit-log-masters?action=auditor.view&user=${auditor.login}&size=50`, {
      token: admin,
    });
    const seen = log.body.items.find((e: { after: { path: string } }) => e.after.path === `/api/completeness/${Y2}`);
    expect(seen).toMatchObject({ login: auditor.login, action: 'auditor.view', after: { route: 'completeness' } });
    expect(seen.at >= before).toBe(true);
  });
});

describe('access ends by itself at the end date', () => {
  it('answers 401 to the auditor’s sign-ins from the day after, like any expired session', async () => {
    const auditor = await freshAuditor(tenantId, [Y2], inDays(0));
    expect((await call('GET', '/api/session', { token: auditor.token })).status).toBe(200);
    await setAuditorUntil(tenantId, auditor.userId, inDays(-1));
    const token = await signIn(auditor.login);
    expect((await call('GET', '/api/session', { token })).status).toBe(401);
    expect((await call('GET', `/api/emissions/${Y2}`, { token })).status).toBe(401);
  });

  it('answers 401 to an invitation opened after its end date', async () => {
    const email = `late${Date.now()}@example.com`;
    const res = await invite({ ...person(email), langKey: 'en', years: [Y2], until: inDays(0) });
    expect(res.status).toBe(201);
    await setAuditorUntil(tenantId, res.body.id, inDays(-1));
    const mail = (await inbox()).filter((m) => m.to === email).at(-1)!;
    const key = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('key');
    expect((await call('PUT', `/api/auth/activate/${key}`)).status).toBe(401);
  });
});

describe('revoking an invitation early', () => {
  // The Users page edits a user with its role sent back as it is: an auditor's is the fixed auditor role (ADR 0115).
  const edit = async (userId: string, change: Record<string, unknown>) => {
    const u = await userRecord(tenantId, userId);
    const { firstName, lastName, email, langKey, roleId, activated, version } = u;
    const body = { id: userId, firstName, lastName, email, langKey, roleId, activated, version, ...change };
    return call('PUT', `/api/userInfo/${userId}`, { token: admin, body });
  };

  it('deactivates the auditor on Users: its token answers 401 and the auditors list says so', async () => {
    const auditor = await freshAuditor(tenantId, [Y2]);
    expect((await call('GET', `/api/emissions/${Y2}`, { token: auditor.token })).status).toBe(200);
    const renamed = await edit(auditor.userId, { lastName: 'Chan' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const revoked = await edit(auditor.userId, { activated: false });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((await call('GET', `/api/emissions/${Y2}`, { token: auditor.token })).status).toBe(401);
    const listed = (await call('GET', '/api/auditors', { token: admin })).body as { id: string; activated: boolean }[];
    expect(listed.find((a) => a.id === auditor.userId)).toMatchObject({ activated: false, lastName: 'Chan' });
  });

  it('keeps the auditor’s role: a company role given to it is refused, saying why', async () => {
    const auditor = await freshAuditor(tenantId, [Y2]);
    const roles = (await call('GET', '/api/roles', { token: admin })).body as { id: string; name: string }[];
    const companyRole = roles.find((r) => r.name === 'Company administrator')!.id;
    const { version } = await userRecord(tenantId, auditor.userId);
    const assigned = await call('PUT', `/api/user-role/${auditor.userId}`, {
      token: admin,
      body: { roleId: companyRole, version },
    });
    expect(assigned.status).toBe(400);
    expect(assigned.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.roleId', code: 'auditorRoleFixed' }),
    ]);
    const edited = await edit(auditor.userId, { roleId: companyRole });
    expect(edited.status).toBe(400);
    expect((await userRecord(tenantId, auditor.userId)).roleId).toBe('auditor');
  });

  it('gives no other user the auditor’s role by an edit', async () => {
    const team = await freshTeam([{ yearEnd: Y2 }]);
    const u = await userRecord(team.tenantId, team.owner.id);
    const { firstName, lastName, email, langKey, activated, version } = u;
    const body = { firstName, lastName, email, langKey, activated, version, roleId: 'auditor' };
    const res = await call('PUT', `/api/userInfo/${u.id}`, { token: team.admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([expect.objectContaining({ path: 'body.roleId' })]);
    expect((await userRecord(team.tenantId, u.id)).roleId).toBe(u.roleId);
  });
});
