import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { saveBoundaries } from '../support/resources';
import { auditItems } from '../support/tenants';
import { WORKFORCE_BY_GENDER, WORKFORCE_REGIONS } from '../support/workforce';

/** The spec's Employment calls (core/src/contract/social.ts): the same item as `/api/page-data/employment/{year}`. */
const Y0 = '2023-12-31';
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const pageData = (year = Y2) => `/api/page-data/employment/${year}`;
const TOTALS = 'Total of year begin and year end differs from gender totals, please adjust.';

const workforce = { ...WORKFORCE_BY_GENDER, regions: WORKFORCE_REGIONS };

let token: string;
let tenantId: string;
const periods: Record<string, string> = {};

const periodId = async (year: string) => {
  const res = await call('GET', `/api/comp-location/by-year-end/${year}`, { token });
  return res.body.periodId as string;
};

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y0, printed: true }, { yearEnd: Y1 }, { yearEnd: Y2 }]));
  await saveBoundaries(token, [Y1, Y2]);
  for (const y of [Y0, Y1, Y2]) periods[y] = await periodId(y);
});

describe('employment', () => {
  it('round-trips through PUT /api/employee/batch and the page-data route, with turnover computed', async () => {
    const empty = await call('GET', `/api/employee/${periods[Y2]}`, { token });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body).toMatchObject({ pageKey: 'employment', yearEnd: Y2, values: {}, version: 0, locked: false });

    const saved = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: periods[Y2], values: { ...workforce, turnoverTotal: '99' }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 3 ÷ 12 = 25 %, men 2 ÷ 7 = 28.6 %, women 1 ÷ 5 = 20 %: computed, whatever was sent.
    expect(saved.body).toMatchObject({
      version: 1,
      values: { ...workforce, turnoverTotal: '25', turnoverMale: '28.6', turnoverFemale: '20' },
    });

    const viaPageData = await call('GET', pageData(), { token });
    expect(viaPageData.body).toMatchObject({ version: 1, values: { beginMale: '6', turnoverTotal: '25' } });
    const edited = await call('PUT', pageData(), {
      token,
      body: { values: { ...workforce, leaversTotal: '6', leaversMale: '4', leaversFemale: '2' }, version: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(400); // regions still add up to 3 leavers
    expect(edited.body.data.issues).toEqual([{ path: 'regions.0.leavers', code: 'genderTotals', message: TOTALS }]);
    const regions = [
      { location: 'HQ', begin: '7', end: '9', hires: '5', leavers: '4' },
      { location: 'Shop', begin: '3', end: '5', hires: '2', leavers: '2' },
    ];
    const fixed = await call('PUT', pageData(), {
      token,
      body: { values: { ...workforce, leaversTotal: '6', leaversMale: '4', leaversFemale: '2', regions }, version: 1 },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const viaSpec = await call('GET', `/api/employee/${periods[Y2]}`, { token });
    expect(viaSpec.body).toMatchObject({ version: 2, values: { turnoverTotal: '50', turnoverMale: '57.1' } });
    const audits = (await auditItems(tenantId)).filter((a) => a.entity.endsWith('|PAGE#employment'));
    expect(audits).toHaveLength(2);
  });

  it('shows last year’s turnover beside this year’s', async () => {
    const last = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: periods[Y1], values: { beginTotal: '8', endTotal: '12', leaversTotal: '1' }, version: 0 },
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.values.turnoverTotal).toBe('10');
    const now = await call('GET', `/api/employee/${periods[Y2]}`, { token });
    expect(now.body.lastYear).toMatchObject({ yearEnd: Y1, values: { turnoverTotal: '10' } });
    expect(now.body.values.turnoverTotal).toBe('50');
  });

  it("answers a breakdown that does not add up with the spec's totals message on its field, storing nothing", async () => {
    const before = await call('GET', `/api/employee/${periods[Y2]}`, { token });
    const res = await call('PUT', '/api/employee/batch', {
      token,
      body: {
        id: periods[Y2],
        values: { ...workforce, regions: [], endFemale: '5', beginUnder30: '3' },
        version: before.body.version,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      { path: 'beginUnder30', code: 'genderTotals', message: TOTALS },
      { path: 'endMale', code: 'genderTotals', message: TOTALS },
    ]);
    const after = await call('GET', `/api/employee/${periods[Y2]}`, { token });
    expect(after.body.version).toBe(before.body.version);
  });

  it('refuses malformed JSON, wrong types, unknown fields and negative or fractional headcounts with 400', async () => {
    const malformed = await call('PUT', '/api/employee/batch', { token, body: '{"id": "x", "values": {' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.issues[0]).toMatchObject({ path: 'body', message: 'Malformed JSON' });

    const wrongTypes = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: 42, values: { beginMale: 6, regions: 'HQ' }, version: '1' },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.id', 'body.version', 'body.values.beginMale', 'body.values.regions']),
    );

    const unknown = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: periods[Y2], values: { beginMale: '1', salary: '9' }, version: 0, tenantId: 'someone-else' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.values.salary',
          message: 'This field is not part of the form.',
          messageKey: 'unknownField',
        }),
        expect.objectContaining({ path: 'body.tenantId', messageKey: 'unknownField' }),
      ]),
    );

    const bad = await call('PUT', pageData(), {
      token,
      body: {
        values: {
          beginMale: '-1',
          endMale: '2.5',
          regions: [{ location: 'Depot', begin: '1', end: '1', hires: '0', leavers: '0' }],
        },
        version: 2,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'beginMale',
      'endMale',
      'regions.0.location', // Depot is outside the reporting boundary
    ]);
  });

  it('refuses a stale version with 409, and lets one of two simultaneous saves through', async () => {
    const current = await call('GET', `/api/employee/${periods[Y2]}`, { token });
    const stale = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: periods[Y2], values: workforce, version: current.body.version - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ version: current.body.version });

    const save = (beginTotal: string, beginMale: string) =>
      call('PUT', '/api/employee/batch', {
        token,
        body: { id: periods[Y2], values: { beginTotal, beginMale }, version: current.body.version },
      });
    const results = await Promise.all([save('5', '5'), save('6', '6')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const after = await call('GET', pageData(), { token });
    expect(after.body).toMatchObject({ version: current.body.version + 1, values: winner.body.values });
  });

  it('keeps a printed year read-only (423) and another company’s period hidden (404)', async () => {
    const printed = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: periods[Y0], values: { beginTotal: '1' }, version: 0 },
    });
    expect(printed.status).toBe(423);
    const acme = await signIn('acme.user');
    expect((await call('GET', `/api/employee/${periods[Y2]}`, { token: acme })).status).toBe(404);
    const theirs = await call('PUT', '/api/employee/batch', {
      token: acme,
      body: { id: periods[Y2], values: { beginTotal: '1' }, version: 1 },
    });
    expect(theirs.status).toBe(404);
    expect((await call('GET', `/api/employee/01JZZZZZZZZZZZZZZZZZZZZZZZ`, { token })).status).toBe(404);
  });
});
