import { beforeAll, describe, expect, it } from 'vitest';
import type { SpecCall } from '@esg/core/catalogue/dataPage';
import { PAGE_ALIASES } from '@esg/core/contract/aliasTable';

const SPEC_CALLS = Object.values(PAGE_ALIASES);
import { call } from '../support/api';
import { POLICY_IDS } from '../support/background';
import { freshCompany, periodIds } from '../support/company';
import { auditItems } from '../support/tenants';

/**
 * The spec's plain page aliases (core/src/contract/pageAliases.ts, ADR 0080), table-driven from the
 * page modules' `specCalls`: each reads and writes the page-data item it names, and refuses bad
 * input (400), a stale version (409), a printed year (423) and another company's year (404) the
 * way the page-data API does: once per alias shape (how it names the year, whole page or part).
 */
const Y0 = '2024-12-31';
const Y2 = '2025-12-31';
const no = { answer: 0 };

/** Answers each page accepts (the least it asks), keyed by page. */
const VALUES: Record<string, Record<string, unknown>> = {
  company_information: { nameEn: 'Alias Cell Ltd', financialYearStartDate: '2025-01-01', financialYearEndDate: Y2 },
  reporting_boundaries: {
    locations: [
      { name: 'HQ', address: '1 Road', city: 'HK', country: 'HK', locationType: 'office', inBoundary: 'yes' },
    ],
  },
  board_statement: { boardOversight: 'The ESG committee reports to the board quarterly.' },
  risk_management: { riskProcess: 'Annual workshop.', internalControlReview: no },
  policies: Object.fromEntries(POLICY_IDS.map((id) => [id, no])),
  stakeholder: { groups: [{ priority: '1', group: 'employees', channels: ['surveys'], activities: ['training'] }] },
  employment: { beginTotal: '3', beginMale: '2', beginFemale: '1' },
  development_training: { employeesTotal: '4', traineesTotal: '2', trainingHoursTotal: '10' },
  supply_chain: { suppliersByRegion: [{ region: 'Hong Kong', suppliers: '3' }], suppliersEngaged: '2' },
  product: { productsSold: '1000', productsRecalled: '1' },
  anti_corruption: { anyCorruptionCase: no, staffTraining: no },
  community_investment: { anyContribution: no, anyCharitableActivity: no },
  prof_quali: { qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }] },
  corp_awards: { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] },
};

/** What a call saves: the page's answers, or only its part's. */
const valuesOf = (pageKey: string, c: SpecCall) => {
  const all = VALUES[pageKey]!;
  return c.part ? Object.fromEntries(Object.entries(all).filter(([id]) => c.part!.includes(id))) : all;
};

let token: string;
let tenantId: string;
let periods: Record<string, string>;
let otherPeriod: string;

/** The call's request for a year: its path, and its body's year or period id where it names them there. */
const request = (c: SpecCall, year: string, over: { values?: unknown; version?: number; period?: string } = {}) => {
  const id = over.period ?? periods[year]!;
  const path = c.path.replace('{year}', year).replace('{id}', id);
  if (c.method === 'GET') return { path, body: undefined };
  const named = c.year === 'bodyYear' ? { year } : c.year === 'bodyPeriod' ? { id } : {};
  return { path, body: { ...named, values: over.values, version: over.version } };
};
const send = (c: SpecCall, year: string, over?: Parameters<typeof request>[2]) => {
  const { path, body } = request(c, year, over);
  return call(c.method, path, { token, ...(body ? { body } : {}) });
};
const pageData = async (pageKey: string, year = Y2) =>
  (await call('GET', `/api/page-data/${pageKey}/${year}`, { token })).body;

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y0, printed: true }, { yearEnd: Y2 }]));
  periods = await periodIds(token, [Y0, Y2]);
  const other = await freshCompany([{ yearEnd: Y2 }]);
  otherPeriod = (await periodIds(other.token, [Y2]))[Y2]!;
});

describe('every spec alias round-trips to the page-data item it names', () => {
  it('has answers for every page with a spec call', () => {
    expect(SPEC_CALLS.map((s) => s.page.key).filter((k) => !VALUES[k])).toEqual([]);
  });

  it.each(SPEC_CALLS.map((s) => [`${s.call.method} ${s.call.path}`, s] as const))(
    '%s',
    async (_name, { page, call: c }) => {
      const before = await pageData(page.key);
      if (c.method === 'GET') {
        const res = await send(c, Y2);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual(before);
        return;
      }
      const values = valuesOf(page.key, c);
      const audits = async () =>
        (await auditItems(tenantId)).filter((a) => a.entity.endsWith(`|PAGE#${page.key}`)).length;
      const audited = await audits();
      const res = await send(c, Y2, { values, version: before.version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await pageData(page.key);
      expect(res.body).toEqual(after);
      expect(after).toMatchObject({ pageKey: page.key, yearEnd: Y2, version: before.version + 1, values });
      expect(await audits()).toBe(audited + 1);
      // A part leaves the page's other answers as they were.
      for (const [id, v] of Object.entries(before.values as Record<string, unknown>))
        if (c.part && !c.part.includes(id)) expect(after.values[id], id).toEqual(v);
    },
  );
});

/** One alias of each shape: how it names the year, and whether it saves the whole page or a part. */
const shapeOf = ({ call: c }: (typeof SPEC_CALLS)[number]) => `${c.method} ${c.year}${c.part ? ' part' : ''}`;
const SHAPES = [...new Map(SPEC_CALLS.map((s) => [shapeOf(s), s])).entries()];
const PUT_SHAPES = SHAPES.filter(([, s]) => s.call.method === 'PUT');

describe('the refusals, once per alias shape', () => {
  it('covers the shapes the page modules use', () => {
    expect(SHAPES.map(([shape]) => shape).sort()).toEqual([
      'GET period',
      'GET year',
      'PUT bodyPeriod',
      'PUT bodyYear',
      'PUT period',
      'PUT period part',
      'PUT year',
    ]);
  });

  it.each(PUT_SHAPES)(
    '%s: 400 for no answers, a field the page (or part) does not have, a bad version',
    async (_s, { page, call: c }) => {
      const version = (await pageData(page.key)).version as number;
      const missing = await send(c, Y2, { version });
      expect(missing.status).toBe(400);
      expect(missing.body.data.issues).toEqual([expect.objectContaining({ path: 'body.values' })]);

      const surprise = await send(c, Y2, { values: { ...valuesOf(page.key, c), surprise: 'x' }, version });
      expect(surprise.status).toBe(400);
      expect(surprise.body.data.issues).toEqual([
        expect.objectContaining({
          path: 'surprise',
          code: 'unknownField',
          message: 'This field is not part of the form.',
        }),
      ]);
      if (c.part) {
        const outside = Object.keys(VALUES[page.key]!).find((id) => !c.part!.includes(id))!;
        const other = await send(c, Y2, { values: { [outside]: VALUES[page.key]![outside] }, version });
        expect(other.status).toBe(400);
        expect(other.body.data.issues).toEqual([expect.objectContaining({ path: outside, code: 'unknownField' })]);
      }
      const badVersion = await send(c, Y2, { values: valuesOf(page.key, c), version: -1 });
      expect(badVersion.status).toBe(400);
      expect((await pageData(page.key)).version).toBe(version);
    },
  );

  it.each(PUT_SHAPES)('%s: 409 on a stale version, carrying the current answers', async (_s, { page, call: c }) => {
    const current = await pageData(page.key);
    const stale = await send(c, Y2, { values: valuesOf(page.key, c), version: current.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ version: current.version, values: current.values });
  });

  it.each(PUT_SHAPES)('%s: 423 on a printed year, storing nothing', async (_s, { page, call: c }) => {
    const before = await pageData(page.key, Y0);
    const res = await send(c, Y0, { values: valuesOf(page.key, c), version: before.version });
    expect(res.status).toBe(423);
    expect((await pageData(page.key, Y0)).version).toBe(before.version);
  });

  it.each(SHAPES)('%s: 404 for another company’s year, 400 for a malformed one', async (_s, { page, call: c }) => {
    const values = c.method === 'PUT' ? valuesOf(page.key, c) : undefined;
    const byPeriod = c.year === 'period' || c.year === 'bodyPeriod';
    const elsewhere = byPeriod
      ? await send(c, Y2, { values, version: 0, period: otherPeriod })
      : await send(c, '2030-12-31', { values, version: 0 });
    expect(elsewhere.status).toBe(404);
    const malformed = byPeriod
      ? await send(c, Y2, { values, version: 0, period: 'not an id!' })
      : await send(c, '2025-13-45', { values, version: 0 });
    expect(malformed.status).toBe(400);
  });
});
