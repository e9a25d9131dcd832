import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportInputs } from '@esg/core/domain/reports/data';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { every, saveBoundaries } from '../support/resources';
import { sendRequest, shareAnswer } from '../support/suppliers';
import { downloadedPack } from '../support/pack';

/**
 * The assurance pack traces under D-MT-GHG3 what the report prints under it (ADR 0117, ADR 0109): Part D's Scope 3
 * screening — its total and every reported category — with each category's inputs, the suppliers' answers among
 * them. A company of its own: electricity (Scope 2 and category 3), purchases, a typed estimate and a supplier's answer.
 */
const YEAR = '2025-12-31';
let token: string;
let tenantId: string;
let lineage: string[][];
let factors: string[][];

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

beforeAll(async () => {
  ({ tenantId, token } = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin'));
  const { hq } = await saveBoundaries(token, [YEAR]);
  const row = {
    version: 0,
    locationId: hq,
    unit: 'kWh',
    months: every('1000'),
    attributes: { supplier: 'clp', account: 'A-1' },
  };
  const saved = await call('PUT', `/api/resource/electricity/${YEAR}`, { token, body: { rows: [row] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const relevant = (category: string) => ({ category, relevance: 'relevant', method: 'average', tier: '2' });
  const page = await call('PUT', `/api/page-data/climate_metrics/${YEAR}`, {
    token,
    body: {
      version: 0,
      values: {
        scope3Screening: ['1', '3', '13'].map(relevant),
        scope3Purchases: [{ category: '1', item: 'Concrete', basis: 'mass', material: 'concrete', tonnes: '18' }],
        scope3Other: [{ category: '13', tCO2e: '673.08', methodNote: 'Tenants’ metered electricity, 948,000 kWh.' }],
      },
    },
  });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const request = await sendRequest(token, YEAR);
  const answered = await call('POST', '/api/supplier', { body: shareAnswer(request.link) });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);

  const { table } = await downloadedPack(token, YEAR);
  lineage = table('lineage.csv');
  factors = table('factors.csv');
}, 180_000);

describe('the pack’s D-MT-GHG3', () => {
  it('is Part D’s total and each reported category, as the climate metrics and the report’s data give them', async () => {
    const metrics = (await call('GET', `/api/climate/metrics/${YEAR}`, { token })).body;
    const { climate } = await loadReportInputs(tenantId, YEAR, 'en');
    expect(climate!.scope3Total).toEqual(metrics.scope3Total);
    const figures = new Map(lineage.filter((r) => r[0]!.startsWith('D-MT-GHG3 ')).map((r) => [r[0]!, r]));
    const reported = (metrics.scope3 as { category: number; state: string; tCO2e: string | null; complete: boolean }[])
      .filter((l) => l.state === 'reported')
      .map((l) => [`D-MT-GHG3 category-${l.category}`, l.tCO2e!, l.complete] as const);
    expect(reported.map(([name]) => name)).toEqual(['1', '3', '13'].map((c) => `D-MT-GHG3 category-${c}`));
    const expected = [
      ['D-MT-GHG3 total', metrics.scope3Total.tCO2e, metrics.scope3Total.complete] as const,
      ...reported,
    ];
    expect([...figures.keys()].sort()).toEqual(expected.map(([name]) => name).sort());
    for (const [name, tCO2e, complete] of expected) {
      const row = figures.get(name)!;
      expect(row[1], name).toBe(String(Number(tCO2e)));
      expect(row[3], name).toBe(complete ? 'yes' : 'no');
    }
  });

  it('sums, under each category, the inputs that make its figure: the calculation’s lines, the entries, the answers', async () => {
    const metrics = (await call('GET', `/api/climate/metrics/${YEAR}`, { token })).body;
    for (const l of metrics.scope3 as { category: number; state: string; tCO2e: string | null }[]) {
      if (l.state !== 'reported') continue;
      const name = `D-MT-GHG3 category-${l.category}`;
      const mine = lineage.filter((r) => r[0] === name);
      // One row per input × factor: each input's value once (a calculation line priced by two factors is two rows).
      const inputs = new Map(mine.map((r) => [`${r[4]}|${r[6]}|${r[7]}|${r[8]}`, Number(r[8])]));
      const sum = [...inputs.values()].reduce((s, v) => s + v, 0);
      expect(near(sum, Number(l.tCO2e)), `${name}: ${sum} ≠ ${l.tCO2e}`).toBe(true);
    }
    const supplied = lineage.filter((r) => r[0] === 'D-MT-GHG3 category-1' && r[4]!.startsWith('supplierRequest#'));
    expect(supplied.length).toBeGreaterThan(0);
    const answered = (await call('GET', `/api/supplierRequests/${YEAR}`, { token })).body;
    expect(
      near(
        supplied.reduce((s, r) => s + Number(r[8]), 0),
        Number(answered.tCO2e),
      ),
    ).toBe(true);
    // A typed estimate is traced to its entry, with the method note the company wrote.
    expect(lineage.some((r) => r[0] === 'D-MT-GHG3 category-13' && r[4] === 'scope3Other#1')).toBe(true);
    // The estimates' factors are among the factors the year used.
    const priced = lineage.filter((r) => r[0]!.startsWith('D-MT-GHG3 ') && r[9]).map((r) => `${r[9]}#${r[14]}`);
    expect(priced).toContain('material-concrete#1');
    for (const f of priced) expect(factors.map((r) => `${r[0]}#${r[1]}`)).toContain(f);
  });
});
