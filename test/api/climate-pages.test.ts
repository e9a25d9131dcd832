import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

/** Climate (HKEX ESG Reporting Code Part D): Governance, Resilience and Risk management on the page-data API. */
const Y2020 = '2024-12-31';
const Y2025 = '2025-12-31';
const PRINTED = '2026-12-31';

const url = (page: string, year = Y2025) => `/api/page-data/${page}/${year}`;
const put = (token: string, page: string, values: unknown, version = 0, year = Y2025) =>
  call('PUT', url(page, year), { token, body: { values, version } });

const governance = {
  oversightBody: 'Sustainability committee of the board',
  responsibilities: 'Approves the climate strategy and the transition plan.',
  informedHow: 'Quarterly reports from the Chief Sustainability Officer.',
  govDisclosure: 'answered',
};

let token: string;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y2020 }, { yearEnd: Y2025 }, { yearEnd: PRINTED, printed: true }]));
});

describe('Climate pages', () => {
  it('round-trips Governance and reports D-GOV as disclosed', async () => {
    const saved = await put(token, 'climate_governance', governance);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ pageKey: 'climate_governance', version: 1, values: governance });
    const read = await call('GET', url('climate_governance'), { token });
    expect(read.body).toMatchObject({ version: 1, values: governance, locked: false });
    const status = await call('GET', `/api/disclosure-status/${Y2025}`, { token });
    const gov = status.body.provisions.find((p: { code: string }) => p.code === 'D-GOV');
    expect(gov).toMatchObject({ state: 'reported', obligation: 'comply-or-explain' });
  });

  it('explains a provision, or marks it not applicable, only with a reason', async () => {
    const noReason = await put(token, 'climate_resilience', { resilienceDisclosure: 'explained' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.issues).toEqual([
      { path: 'resilienceDisclosureReason', code: 'missingInput', message: 'Missing input.' },
    ]);
    const explained = await put(token, 'climate_resilience', {
      resilienceDisclosure: 'explained',
      resilienceDisclosureReason: 'Scenario analysis starts next year under the Code’s transitional relief.',
    });
    expect(explained.status, JSON.stringify(explained.body)).toBe(200);
    const na = await put(token, 'climate_risk_management', {
      riskManagementDisclosure: 'notApplicable',
      riskManagementDisclosureReason: 'An investment holding company without operations.',
    });
    expect(na.status, JSON.stringify(na.body)).toBe(200);
    const status = await call('GET', `/api/disclosure-status/${Y2025}`, { token });
    const byCode = new Map(status.body.provisions.map((p: { code: string }) => [p.code, p]));
    expect(byCode.get('D-STR-RES')).toMatchObject({
      state: 'explained',
      explanations: [
        {
          page: 'climate_resilience',
          field: 'resilienceDisclosure',
          reason: 'Scenario analysis starts next year under the Code’s transitional relief.',
        },
      ],
    });
    expect(byCode.get('D-RM')).toMatchObject({
      state: 'explained',
      explanations: [expect.objectContaining({ page: 'climate_risk_management', notApplicable: true })],
    });
  });

  it('refuses wrong types, unknown fields and a choice not on the list with 400', async () => {
    const bad = await put(
      token,
      'climate_governance',
      { oversightBody: 5, boardSize: '3', govDisclosure: 'maybe', scenarios: 'x' },
      1,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual(
      ['boardSize', 'govDisclosure', 'oversightBody', 'scenarios'].sort(),
    );
    const row = { scenario: '1.5C', scenarioSource: 'IEA NZE', method: 'qualitative', horizon: 'long' };
    const rows = await put(
      token,
      'climate_resilience',
      { scenarios: [{ ...row, implications: 'Relocate the warehouse.', results: 7 }] },
      1,
    );
    expect(rows.status).toBe(400);
    expect(rows.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['scenarios.0.results']);
  });

  it('does not exist for a year under the 2020 rules (no Part D): 404 to read, save and configure', async () => {
    expect((await call('GET', url('climate_governance', Y2020), { token })).status).toBe(404);
    expect((await put(token, 'climate_governance', governance, 0, Y2020)).status).toBe(404);
    expect((await call('GET', `/api/fields/configs/climate_governance/${Y2020}`, { token })).status).toBe(404);
    expect((await call('GET', `/api/fields/configs/climate_governance/${Y2025}`, { token })).status).toBe(200);
    const status = await call('GET', `/api/disclosure-status/${Y2020}`, { token });
    expect(status.body.provisions.filter((p: { part: string }) => p.part === 'D')).toEqual([]);
  });

  it('answers 423 on a printed year, 409 to the slower of two saves, and keeps companies apart', async () => {
    expect((await put(token, 'climate_governance', governance, 0, PRINTED)).status).toBe(423);
    const co = await freshCompany([{ yearEnd: Y2025 }]);
    const [a, b] = await Promise.all([
      put(co.token, 'climate_resilience', { resilienceAssessment: 'Resilient under 1.5 °C.' }),
      put(co.token, 'climate_resilience', { resilienceAssessment: 'Resilient under 3 °C.' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.data.current).toMatchObject({ version: 1 });
    // Another company's same year is its own: it never sees this company's answers.
    const theirs = await call('GET', url('climate_governance'), { token: co.token });
    expect(theirs.body).toMatchObject({ version: 0, values: {} });
    const acme = await signIn('acme.user');
    expect((await call('GET', url('climate_governance', PRINTED), { token: acme })).status).toBe(404);
  });
});
