import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

const fy = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});
const own = (start: string, end: string) => `/api/comp/subscribe/${start}/${end}/own`;

/** Issue 13: a self-registered company's administrator subscribes it to its first reporting year (ADR 0037). */
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
        financialYearStartDate: '2025-04-01',
        financialYearEndDate: '2026-03-31',
      },
    });

    const again = await call('POST', own('2026-04-01', '2027-03-31'), { token: admin.token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Your company already subscribes to a reporting year. Further years are added by the platform administrator.',
    );

    // A later period added under Company subscription moves System configuration on (issue 13: one source),
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

  it('a level-1 company user cannot subscribe the company', async () => {
    const user = await freshCompany([]);
    const res = await call('POST', own('2025-01-01', '2025-12-31'), { token: user.token });
    expect(res.status).toBe(403);
    expect((await call('GET', '/api/compPeriod', { token: user.token })).body).toEqual([]);
  });
});
