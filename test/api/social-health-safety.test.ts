import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { socialCompany, versionAndTenancyGuards } from '../support/socialPage';

/**
 * The spec's Health and safety calls (`GET/PUT /api/health-safety`, the year in the query or the
 * body): the same item as `/api/page-data/health_safety/{year}`, with the B2.1 three-year series.
 * Year ends at 30 June, which the demo companies do not have, so another company finds nothing.
 */
const Y0 = '2024-06-30';
const Y1 = '2025-06-30';
const company = socialCompany(Y0, Y1);
const pageData = `/api/page-data/health_safety/${Y1}`;
const read = (token: string, year: string) => call('GET', `/api/health-safety?year=${year}`, { token });
const save = (token: string, year: string, body: { values: Record<string, unknown>; version: number }) =>
  call('PUT', '/api/health-safety', { token, body: { year, ...body } });
const answers = {
  fatalities: '1',
  lostDays: '37.5',
  measures: 'Monthly site inspections; near-miss reporting app.',
  earlierYears: [{ yearEnd: '2023-06-30', fatalities: '2', workforce: '300' }],
};

describe('health and safety', () => {
  it('says a year needs its Employment headcount before a rate is shown, never a silent zero', async () => {
    const saved = await save(company.token, Y1, { values: answers, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ pageKey: 'health_safety', version: 1, values: answers });
    expect(saved.body.series).toEqual([
      { yearEnd: Y1, source: 'stored', fatalities: '1' },
      { yearEnd: Y0, source: 'stored' },
      { yearEnd: '2023-06-30', source: 'entered', fatalities: '2', workforce: '300', rate: '0.67' },
    ]);
  });

  it('computes the rate per 100 workers from the Employment year-end headcount, through both routes', async () => {
    const workforce = await call('PUT', `/api/page-data/employment/${Y1}`, {
      token: company.token,
      body: { values: { endTotal: '250' }, version: 0 },
    });
    expect(workforce.status, JSON.stringify(workforce.body)).toBe(200);
    const viaSpec = await read(company.token, Y1);
    expect(viaSpec.status).toBe(200);
    // 1 ÷ 250 × 100 = 0.4 per 100 workers, shown with the 250 it used; 2 ÷ 300 × 100 = 0.67.
    expect(viaSpec.body.series).toEqual([
      { yearEnd: Y1, source: 'stored', fatalities: '1', workforce: '250', rate: '0.4' },
      { yearEnd: Y0, source: 'stored' },
      { yearEnd: '2023-06-30', source: 'entered', fatalities: '2', workforce: '300', rate: '0.67' },
    ]);
    const edited = await call('PUT', pageData, {
      token: company.token,
      body: { values: { ...answers, fatalities: '3' }, version: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await read(company.token, Y1)).body).toMatchObject({
      version: 2,
      values: { fatalities: '3' },
      series: [{ fatalities: '3', workforce: '250', rate: '1.2' }, {}, {}],
    });
  });

  it('refuses malformed JSON, wrong types, unknown fields, fractions, negatives and a later "earlier" year with 400', async () => {
    const { token } = company;
    const malformed = await call('PUT', '/api/health-safety', { token, body: '{"year": "2025-06-30", ' });
    expect(malformed.status).toBe(400);
    expect((await call('GET', '/api/health-safety', { token })).status).toBe(400);
    expect((await call('GET', '/api/health-safety?year=30-06-2025', { token })).status).toBe(400);
    const wrong = await save(token, Y1, {
      values: { fatalities: 1, injuries: '2' },
      version: 'x' as unknown as number,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.version', 'body.values.fatalities', 'body.values.injuries']),
    );
    const bad = await save(token, Y1, { values: { fatalities: '0.5', lostDays: '-1' }, version: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'body.values.fatalities',
      'body.values.lostDays',
    ]);
    const later = await save(token, Y1, {
      values: { earlierYears: [{ yearEnd: '2025-06-30', fatalities: '0', workforce: '10' }] },
      version: 2,
    });
    expect(later.status).toBe(400);
    expect(later.body.data.issues).toEqual([
      {
        path: 'earlierYears.0.yearEnd',
        code: 'max',
        message: 'This field cannot be more than 2024-06-30.',
        params: { max: '2024-06-30' },
      },
    ]);
    expect((await read(token, Y1)).body.version).toBe(2);
  });

  versionAndTenancyGuards({ company, read, save, pageData, values: (v) => ({ ...answers, fatalities: v }) });
});
