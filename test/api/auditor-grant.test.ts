import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { freshAuditor, inDays, setAuditorUntil } from '../support/auditor';
import { auditItems, freshUser } from '../support/tenants';
import { userRecord } from '../support/access';

/** An invited auditor's years and end date, changed after the invitation (docs/decisions/0115-the-auditor.md). */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
let admin: string;
let tenantId: string;

beforeAll(async () => {
  ({ token: admin, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }], 'companyAdmin'));
});

const edit = async (userId: string, change: Record<string, unknown>, token = admin) =>
  call('PUT', `/api/auditors/${userId}`, {
    token,
    body: { years: [Y2], until: inDays(10), version: (await userRecord(tenantId, userId)).version, ...change },
  });

describe('changing an invited auditor’s years and end date (PUT /api/auditors/{id})', () => {
  it('extends the end date and adds a year: the auditor’s next call sees both, and the change is audited', async () => {
    const auditor = await freshAuditor(tenantId, [Y2], inDays(3));
    const res = await edit(auditor.userId, { years: [Y2, Y1], until: inDays(40) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ years: [Y1, Y2], until: inDays(40), live: true });
    const listed = (await call('GET', '/api/auditors', { token: admin })).body.find(
      (a: { id: string }) => a.id === auditor.userId,
    );
    expect(listed).toMatchObject({ years: [Y1, Y2], until: inDays(40) });
    const session = await call('GET', '/api/session', { token: auditor.token });
    expect(Object.values(session.body.yearEnds).sort()).toEqual([Y1, Y2]);
    expect((await call('GET', `/api/emissions/${Y1}`, { token: auditor.token })).status).toBe(200);
    const audit = await auditItems(tenantId);
    expect(audit.some((a) => a.action === 'auditor.update' && a.entity.endsWith(`USER#${auditor.userId}`))).toBe(true);
  });

  it('gives an auditor whose access ended access again until the new date', async () => {
    const auditor = await freshAuditor(tenantId, [Y2]);
    await setAuditorUntil(tenantId, auditor.userId, inDays(-2));
    expect((await call('GET', '/api/session', { token: auditor.token })).status).toBe(401);
    expect((await edit(auditor.userId, { until: inDays(5) })).status).toBe(200);
    expect((await call('GET', '/api/session', { token: auditor.token })).status).toBe(200);
  });

  it('checks the years and the date as the invitation does, naming the field; a stale version is 409', async () => {
    const auditor = await freshAuditor(tenantId, [Y2]);
    const past = await edit(auditor.userId, { until: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.data.issues[0]).toMatchObject({ path: 'body.until', code: 'auditorUntilPast' });
    const far = await edit(auditor.userId, { until: inDays(800) });
    expect(far.body.data.issues[0]).toMatchObject({ path: 'body.until', code: 'auditorUntilPast' });
    const unknown = await edit(auditor.userId, { years: ['2019-12-31'] });
    expect(unknown.body.data.issues[0]).toMatchObject({ path: 'body.years', code: 'auditorYearUnknown' });
    expect((await edit(auditor.userId, { years: [] })).status).toBe(400);
    expect((await edit(auditor.userId, { until: 'soon' })).status).toBe(400);
    const stale = await edit(auditor.userId, { version: 0 });
    expect(stale.status).toBe(409);
    expect((await userRecord(tenantId, auditor.userId)).auditor).toMatchObject({ years: [Y2], until: inDays(30) });
  });

  it('finds no other company’s auditor and no user who is not an auditor', async () => {
    const other = await freshCompany([{ yearEnd: Y2 }], 'companyAdmin');
    const theirs = await freshAuditor(other.tenantId, [Y2]);
    const res = await call('PUT', `/api/auditors/${theirs.userId}`, {
      token: admin,
      body: { years: [Y2], until: inDays(10), version: 1 },
    });
    expect(res.status).toBe(404);
    const colleague = await freshUser('acme.user');
    const acme = await freshUser('acme.admin');
    const notAuditor = await call('PUT', `/api/auditors/${colleague.id}`, {
      token: await signIn(acme.login),
      body: { years: ['2025-03-31'], until: inDays(10), version: 1 },
    });
    expect(notAuditor.status).toBe(404);
  });
});
