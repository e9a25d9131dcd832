import { describe, expect, it } from 'vitest';
import { call, inbox, signIn } from '../support/api';
import { everyCompany, freshCompany } from '../support/company';

const fy = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});
const own = (start: string, end: string) => `/api/comp/subscribe/${start}/${end}/own`;

/** A self-registered company's administrator subscribes it to its first reporting year (ADR 0037). */
describe('self-service start (POST /api/comp/subscribe/{start}/{end}/own)', () => {
  it('an end before the start is refused on the end date, then the first year is subscribed with its system configuration', async () => {
    const admin = await freshCompany([], 'companyAdmin');
    const backwards = await call('POST', own('2025-12-31', '2025-01-01'), { token: admin.token });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.issues).toEqual([
      expect.objectContaining({ path: 'params.end', message: 'The end date must be after the start date.' }),
    ]);
    expect((await call('GET', '/api/compPeriod', { token: admin.token })).body).toEqual([]);

    const res = await call('POST', own('2025-04-01', '2026-03-31'), { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ yearEnd: '2026-03-31', startDate: '2025-04-01', ruleSet: '2025', printed: false });
    const session = await call('GET', '/api/session', { token: admin.token });
    expect(Object.values(session.body.yearEnds)).toEqual(['2026-03-31']);
    const config = await call('GET', '/api/system-configurations', { token: admin.token });
    expect(config.body).toMatchObject([
      {
        financialYearStartDate: '2025-04-01',
        financialYearEndDate: '2026-03-31',
        newFinancialYearStartDate: '2026-04-01',
        newFinancialYearEndDate: '2027-03-31',
      },
    ]);

    // Company information shows what was entered once: the company's name and the financial year.
    const info = await call('GET', '/api/comp/info/2026-03-31', { token: admin.token });
    expect(info.body).toMatchObject({
      version: 0,
      values: {
        nameEn: expect.stringMatching(/^Test company /),
        languagePreference: 'en',
        financialYearStartDate: '2025-04-01',
        financialYearEndDate: '2026-03-31',
      },
    });

    const again = await call('POST', own('2026-04-01', '2027-03-31'), { token: admin.token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Your company already subscribes to a reporting year. Further years are added by the platform administrator.',
    );

    // A later period added under Company subscription moves System configuration on (one source),
    // so "Start new financial year" proposes the year after it, not one that exists.
    const added = await call('POST', '/api/compPeriod/new', {
      token: await signIn('platform.admin'),
      body: { companyId: admin.tenantId, ...fy('2026-04-01', '2027-03-31') },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await call('GET', '/api/system-configurations', { token: admin.token })).body).toMatchObject([
      {
        financialYearStartDate: '2026-04-01',
        financialYearEndDate: '2027-03-31',
        newFinancialYearStartDate: '2027-04-01',
        newFinancialYearEndDate: '2028-03-31',
      },
    ]);
  });

  it('a year that is not twelve whole months is refused, saying where it would end; a February year end stays one', async () => {
    const admin = await freshCompany([], 'companyAdmin');
    for (const [start, end, shouldEnd] of [
      ['2020-01-01', '2022-12-31', '2020-12-31'],
      ['2025-04-15', '2026-04-14', '2026-03-31'],
    ]) {
      const refused = await call('POST', own(start!, end!), { token: admin.token });
      expect(refused.status).toBe(400);
      expect(refused.body.data.issues).toEqual([
        expect.objectContaining({ path: 'params.end', code: 'periodTwelveMonths' }),
      ]);
      expect(refused.body.data.issues[0].message).toContain(shouldEnd);
    }
    expect((await call('GET', '/api/compPeriod', { token: admin.token })).body).toEqual([]);

    // A year ending 28 February is followed by one ending on February's last day: 29-02-2028 in a leap year.
    expect((await call('POST', own('2026-03-01', '2027-02-28'), { token: admin.token })).status).toBe(201);
    const config = (await call('GET', '/api/system-configurations', { token: admin.token })).body[0];
    expect(config).toMatchObject({ newFinancialYearStartDate: '2027-03-01', newFinancialYearEndDate: '2028-02-29' });
    const platform = await signIn('platform.admin');
    const started = await call('PUT', `/api/system-configurations/${config.id}`, {
      token: platform,
      body: {
        version: config.version,
        financialYearStartDate: config.financialYearStartDate,
        financialYearEndDate: config.financialYearEndDate,
        newFinancialYearStartDate: config.newFinancialYearStartDate,
        newFinancialYearEndDate: config.newFinancialYearEndDate,
        startNewFinancialYear: true,
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      newFinancialYearStartDate: '2028-03-01',
      newFinancialYearEndDate: '2029-02-28',
    });
    const rows = await call('GET', '/api/resource/electricity/2028-02-29', { token: await signIn(admin.login) });
    expect(rows.body.periodMonths.at(0)).toBe('2027-03');
    expect(rows.body.periodMonths.at(-1)).toBe('2028-02');
  });

  it('a level-1 company user cannot subscribe the company', async () => {
    const user = await freshCompany([]);
    const res = await call('POST', own('2025-01-01', '2025-12-31'), { token: user.token });
    expect(res.status).toBe(403);
    expect((await call('GET', '/api/compPeriod', { token: user.token })).body).toEqual([]);
  });
});

// First-year approval (ADR 0046) lives in this file: the setting is platform-wide, and vitest runs a
// file's tests one after another, so no self-service start above runs while a test below has it on.

/** Turns first-year approval on for one call only: other tests' self-service starts expect it off (the default). */
async function withApproval<T>(platform: string, body: () => Promise<T>): Promise<T> {
  const set = async (approveFirstYears: boolean) => {
    const { version } = (await call('GET', '/api/platform/settings', { token: platform })).body;
    const res = await call('PUT', '/api/platform/settings', { token: platform, body: { approveFirstYears, version } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await set(true);
  try {
    return await body();
  } finally {
    await set(false);
  }
}

/** ADR 0046: the platform may require approval of a self-registered company's first year. */
describe('approval of a first reporting year', () => {
  it('asked for while approval is required: awaiting approval, platform administrators e-mailed, approved from the companies list', async () => {
    const platform = await signIn('platform.admin');
    expect((await call('GET', '/api/platform/settings', { token: platform })).body.approveFirstYears).toBe(false);
    const admin = await freshCompany([], 'companyAdmin');
    const mailsBefore = (await inbox()).length;

    const asked = await withApproval(platform, () =>
      call('POST', own('2026-01-01', '2026-12-31'), { token: admin.token }),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ pending: true, start: '2026-01-01', end: '2026-12-31' });
    // No year yet: the company sees the request awaiting approval.
    expect((await call('GET', '/api/compPeriod', { token: admin.token })).body).toEqual([]);
    const request = await call('GET', '/api/comp/subscribe/own', { token: admin.token });
    expect(request.body.request).toMatchObject({ pending: true, start: '2026-01-01', end: '2026-12-31' });

    const mail = (await inbox()).slice(mailsBefore).find((m) => m.to === 'platform.admin@example.com');
    expect(mail?.subject).toMatch(/asks to start its first reporting year/);
    expect(mail?.text).toContain('01-01-2026 to 31-12-2026');
    expect(mail?.text).toContain('/administration/company_subscription');

    // The companies list shows it; approving subscribes the company and clears the request.
    expect((await everyCompany(platform)).map((c) => c.id)).toContain(admin.tenantId);
    const approved = await call('POST', `/api/comp/${admin.tenantId}/approveFirstYear`, { token: platform });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body).toMatchObject({ yearEnd: '2026-12-31', startDate: '2026-01-01' });
    expect(Object.values((await call('GET', '/api/session', { token: admin.token })).body.yearEnds)).toEqual([
      '2026-12-31',
    ]);
    expect((await call('GET', '/api/comp/subscribe/own', { token: admin.token })).body).toEqual({});

    const twice = await call('POST', `/api/comp/${admin.tenantId}/approveFirstYear`, { token: platform });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('This company has no first year awaiting approval.');
  });

  it('a backwards year is refused on the end date even when approval is required; nothing is asked for', async () => {
    const platform = await signIn('platform.admin');
    const admin = await freshCompany([], 'companyAdmin');
    const backwards = await withApproval(platform, () =>
      call('POST', own('2026-12-31', '2026-01-01'), { token: admin.token }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.issues).toEqual([
      expect.objectContaining({ path: 'params.end', message: 'The end date must be after the start date.' }),
    ]);
    expect((await call('GET', '/api/comp/subscribe/own', { token: admin.token })).body).toEqual({});
  });

  it('platform settings are the platform administrator’s, saved on the version read', async () => {
    const platform = await signIn('platform.admin');
    const { version } = (await call('GET', '/api/platform/settings', { token: platform })).body;
    const stale = await call('PUT', '/api/platform/settings', {
      token: platform,
      body: { approveFirstYears: false, version: version + 5 },
    });
    expect(stale.status).toBe(409);
    const bad = await call('PUT', '/api/platform/settings', {
      token: platform,
      body: { approveFirstYears: 'yes', version },
    });
    expect(bad.status).toBe(400);
    const company = await call('GET', '/api/platform/settings', { token: await signIn('acme.admin') });
    expect(company.status).toBe(403);
  });
});
