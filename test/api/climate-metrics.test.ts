import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { printedThenFactorEdited } from '../support/printing';
import { every, saveBoundaries } from '../support/resources';

/** Climate › Metrics and targets (D-MT-*): the page on the page-data API and GET /api/climate/metrics/{year}. */
const Y2020 = '2024-12-31';
const Y2025 = '2025-12-31';
const own = {
  supplier: 'other',
  account: 'X',
  ownFactor: { value: '0.5', unit: 'kgCO2e/kWh', source: 'Supplier 2025' },
};
const target = {
  metric: 'scope1And2',
  description: 'Halve operational emissions',
  basis: 'absolute',
  denominator: '',
  baseYear: '2024',
  baseValue: '',
  targetYear: '2030',
  targetValue: '3',
  grossNet: 'gross',
  offsets: '',
  milestones: '2027: 5 t',
};

let token: string;
const metrics = (year = Y2025, t = token) => call('GET', `/api/climate/metrics/${year}`, { token: t });

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y2020 }, { yearEnd: Y2025 }]));
  const loc = await saveBoundaries(token, [Y2020, Y2025]);
  // 12,000 kWh in 2024 and 9,000 kWh in 2025 at 0.5 kgCO2e/kWh: 6 t, then 4.5 t (Scope 2).
  for (const [year, kWh] of [
    [Y2020, '1000'],
    [Y2025, '750'],
  ] as const) {
    const row = { version: 0, locationId: loc.hq, unit: 'kWh', months: every(kWh), attributes: own };
    const res = await call('PUT', `/api/resource/electricity/${year}`, { token, body: { rows: [row] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('climate metrics and targets', () => {
  it('shows Scope 1 and 2 from the GHG accounting with their factor sources, and the Scope 3 categories to explain', async () => {
    const res = await metrics();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scope2).toMatchObject({
      tCO2e: '4.5',
      complete: true,
      factors: [expect.objectContaining({ source: 'Supplier 2025' })],
      basis: { factorYear: 2025, gwpSet: 'AR5', locationBased: true },
    });
    expect(res.body.scope1).toMatchObject({ tCO2e: '0', factors: [], basis: { locationBased: false } });
    expect(res.body.scope3).toHaveLength(15);
    // Category 3 is derived from the electricity row (ADR 0109): 9,000 kWh × (0.01853 + 0.0459 + 0.00397) = 615.6 kg.
    expect(res.body.scope3[2]).toMatchObject({ category: 3, state: 'reported', tCO2e: '0.6156', complete: true });
    const others = res.body.scope3.filter((c: { category: number }) => c.category !== 3);
    expect(others.every((c: { state: string }) => c.state === 'missing')).toBe(true);
  });

  it('saves a target and an explained Scope 3 category, then computes progress from the base year and this year', async () => {
    const saved = await call('PUT', `/api/page-data/climate_metrics/${Y2025}`, {
      token,
      body: {
        values: {
          targets: [target],
          scope3Explanations: [{ category: '7', reason: 'Commuting is not surveyed yet.' }],
          carbonPriceUsed: 'no',
        },
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await metrics();
    // (6 − 4.5) ÷ (6 − 3) = 50 % of the way.
    expect(res.body.targets).toEqual([
      expect.objectContaining({ baseValue: '6', baseFrom: 'data', currentValue: '4.5', progress: '50' }),
    ]);
    expect(res.body.scope3.find((c: { category: number }) => c.category === 7)).toMatchObject({
      state: 'explained',
      reason: 'Commuting is not surveyed yet.',
    });
  });

  it('refuses typed Scope figures, a target year before its base year and a percentage over 100', async () => {
    const res = await call('PUT', `/api/page-data/climate_metrics/${Y2025}`, {
      token,
      body: {
        values: { scope1: '12', physicalPercent: '120', targets: [{ ...target, targetYear: '2023' }] },
        version: 1,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['scope1']);
    const rules = await call('PUT', `/api/page-data/climate_metrics/${Y2025}`, {
      token,
      body: { values: { physicalPercent: '120', targets: [{ ...target, targetYear: '2023' }] }, version: 1 },
    });
    expect(rules.body.data.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['physicalPercent', 'max'],
      ['targets.0.targetYear', 'min'],
    ]);
  });

  it('answers 404 for a 2020-rules year, another company and a bad year; 401 without a token', async () => {
    expect((await metrics(Y2020)).status).toBe(404);
    const acme = await signIn('acme.user');
    const theirs = await metrics(Y2025, acme);
    expect(theirs.status).toBe(200);
    // Each factor's source in Chinese too, as the library has it (ADR 0130): the page shows the reader's (ADR 0137).
    expect(theirs.body.scope2.factors).toContainEqual(
      expect.objectContaining({
        id: 'elec-hke',
        source: 'HK Electric Investments, Sustainability Report 2023',
        sourceHk: '港燈電力投資《2023 可持續發展報告》',
      }),
    );
    // Acme's own target (the demo's complete year), never this company's.
    expect(theirs.body.targets).toEqual([
      expect.objectContaining({ metric: 'scope1And2', baseYear: '2024', targetYear: '2030', targetValue: '185' }),
    ]);
    expect((await call('GET', '/api/climate/metrics/2025-13-01', { token })).status).toBe(400);
    expect((await call('GET', `/api/climate/metrics/${Y2025}`, {})).status).toBe(401);
  });
});

describe('a printed year’s climate metrics', () => {
  it('answers the emissions frozen at printing, for the year and as a later target’s base', async () => {
    const [Y1, Y2] = ['2025-12-31', '2026-12-31'];
    const { token: co, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]);
    const loc = await saveBoundaries(co, [Y1, Y2]);
    const platform = await signIn('platform.admin');
    // The factor changes after printing: the open year follows it, the printed year keeps what it printed.
    const { factorId } = await printedThenFactorEdited({ token: co, tenantId }, platform, loc.hq, [Y1, Y2]);

    // 1,200 kWh × 0.5 kgCO2e/kWh = 0.6 t frozen; × 0.8 = 0.96 t open.
    const frozen = await metrics(Y1, co);
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
    expect(frozen.body.scope2).toMatchObject({
      tCO2e: '0.6',
      factors: [{ id: factorId, source: 'Test utility sustainability report', proxy: false }],
    });
    const saved = await call('PUT', `/api/page-data/climate_metrics/${Y2}`, {
      token: co,
      body: { values: { targets: [{ ...target, baseYear: '2025', targetValue: '0.3' }] }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // (0.6 − 0.96) ÷ (0.6 − 0.3) = −120 %: emissions went up against the frozen base.
    expect((await metrics(Y2, co)).body.targets).toEqual([
      expect.objectContaining({ baseValue: '0.6', baseFrom: 'data', currentValue: '0.96', progress: '-120' }),
    ]);
  });
});
