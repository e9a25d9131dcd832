import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

/** Scope 3 screening on Metrics and targets (ADR 0109): saved, explained, estimated, refused with the field named. */
const Y2025 = '2025-12-31';
let token: string;
let version = 0;
const save = (values: Record<string, unknown>) =>
  call('PUT', `/api/page-data/climate_metrics/${Y2025}`, { token, body: { values, version } });
const metrics = () => call('GET', `/api/climate/metrics/${Y2025}`, { token });

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y2025 }]));
});

describe('Scope 3 screening', () => {
  it('saves the screening and its entries; the read explains the excluded and estimates the relevant', async () => {
    const saved = await save({
      carbonPriceUsed: 'no',
      scope3Screening: [
        { category: '4', relevance: 'relevant', method: 'average', tier: '2' },
        { category: '7', relevance: 'relevant', method: 'average', tier: '2' },
        { category: '15', relevance: 'notRelevant', reason: 'No investments.' },
        { category: '2', relevance: 'relevant', method: 'spend', tier: '3' },
      ],
      scope3Freight: [{ category: '4', mode: 'hgv', tonnes: '20', km: '150' }],
      scope3Commuting: [{ mode: 'metro', basis: 'distance', passengerKm: '100000' }],
      scope3Purchases: [{ category: '2', item: 'Chillers', basis: 'spend', amount: '50000', currency: 'HKD' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    version += 1;
    const res = await metrics();
    expect(res.status).toBe(200);
    const by = (n: number) => res.body.scope3.find((c: { category: number }) => c.category === n);
    // 20 t × 150 km × 0.10163 = 304.89 kg; 100,000 pkm × 0.0278 = 2,780 kg.
    expect(by(4)).toMatchObject({ state: 'reported', tCO2e: '0.30489', method: 'average', tier: '2', complete: true });
    expect(by(4).factors).toEqual([
      expect.objectContaining({ id: 'freight-hgv', source: expect.stringContaining('DESNZ') }),
    ]);
    expect(by(7)).toMatchObject({ state: 'reported', tCO2e: '2.78' });
    expect(by(15)).toMatchObject({ state: 'excluded', reason: 'No investments.' });
    // Spend with no own factor: named, never a silent zero.
    expect(by(2)).toMatchObject({ state: 'missing', tCO2e: null, complete: false, missing: [{ kind: 'ownFactor' }] });
    expect(res.body.scope3Total).toEqual({ tCO2e: '3.08489', categories: [4, 7], complete: true });
  });

  it('refuses a negative quantity, a distance beyond the Earth, a share over 100 % and spend without its rate', async () => {
    const res = await save({
      carbonPriceUsed: 'no',
      scope3Freight: [{ category: '4', mode: 'sea', tonnes: '-5', km: '40100' }],
      scope3Commuting: [{ mode: 'bus', basis: 'survey', sharePercent: '120', kmPerDay: '10', days: '200' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
      'scope3Freight.0.tonnes',
      'scope3Freight.0.km',
      'scope3Commuting.0.sharePercent',
    ]);
    const rate = await save({
      carbonPriceUsed: 'no',
      scope3Purchases: [{ category: '1', item: 'IT services', basis: 'spend', amount: '1000', currency: 'USD' }],
    });
    expect(rate.status).toBe(400);
    expect(rate.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'scope3Purchases.0.currency',
        code: 'missingRate',
        message: 'No exchange rate for USD → HKD: add it under exchange rates.',
      }),
    ]);
  });
});

describe('Acme FY2025, the complete demo year', () => {
  it('screens all fifteen categories: the relevant ones quantified, the others excluded with a reason', async () => {
    const acme = await signIn('acme.user');
    const res = await call('GET', `/api/climate/metrics/${Y2025}`, { token: acme });
    expect(res.status).toBe(200);
    const states = Object.fromEntries(
      res.body.scope3.map((c: { category: number; state: string }) => [c.category, c.state]),
    );
    expect(states).toEqual({
      1: 'reported',
      2: 'reported',
      3: 'reported',
      4: 'reported',
      5: 'reported',
      6: 'reported',
      7: 'reported',
      8: 'excluded',
      9: 'excluded',
      10: 'excluded',
      11: 'excluded',
      12: 'excluded',
      13: 'reported',
      14: 'excluded',
      15: 'excluded',
    });
    // Only waste (5) is incomplete: no public factor for chemical treatment of hazardous waste (ADR 0018).
    expect(
      res.body.scope3.filter((c: { complete: boolean }) => !c.complete).map((c: { category: number }) => c.category),
    ).toEqual([5]);
    expect(res.body.scope3Total.categories).toEqual([1, 2, 3, 4, 5, 6, 7, 13]);
  });
});

describe('the path to Acme’s Scope 1 and 2 target', () => {
  it('goes from the 2024 base through the 2025 actual on a linear path to 185 t in 2030, with its milestones and gap', async () => {
    const acme = await signIn('acme.user');
    const res = await call('GET', `/api/climate/metrics/${Y2025}`, { token: acme });
    const [target] = res.body.targets;
    const points = target.pathway.points as {
      year: number;
      actual: string | null;
      path: string;
      milestone: string | null;
    }[];
    expect(points.map((p) => p.year)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(points[0]).toMatchObject({ actual: target.baseValue, path: target.baseValue });
    expect(points[1]!.actual).toBe(target.currentValue);
    expect(points[6]!.path).toBe('185');
    expect(points.filter((p) => p.milestone).map((p) => [p.year, p.milestone])).toEqual([
      [2026, '256'],
      [2028, '213'],
    ]);
    // The gap is this year's actual minus the path this year: base − (base − 185) ÷ 6.
    const base = Number(target.baseValue);
    expect(Number(target.pathway.gap)).toBeCloseTo(Number(target.currentValue) - (base - (base - 185) / 6), 9);
    expect(target.pathway.gapYear).toBe(2025);
  });
});
