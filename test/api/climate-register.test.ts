import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { saveBoundaries } from '../support/resources';

/** Climate › Risks and opportunities (D-STR-RO/BM/TP/FIN): horizons and the register on the page-data API. */
const Y2025 = '2025-12-31';
const PRINTED = '2026-12-31';
const url = (year = Y2025) => `/api/page-data/climate_risks/${year}`;

const row = (over: Record<string, unknown>) => ({
  type: 'physical-acute',
  description: 'Typhoon flooding of the ground-floor shop',
  horizon: 'short',
  likelihood: 'medium',
  impact: 'high',
  locations: ['Shop'],
  effects: 'Closure for up to a week.',
  response: 'Flood barriers; insurance review.',
  financialCurrent: '250000',
  financialAnticipated: '1200000',
  financialQualitative: '',
  ...over,
});
const horizons = { shortFrom: '0', shortTo: '2', mediumFrom: '3', mediumTo: '10', longFrom: '11', longTo: '30' };
const register = [
  row({}),
  row({
    type: 'transition-policy',
    description: 'Carbon levy on electricity',
    horizon: 'medium',
    locations: ['HQ', 'Shop'],
    financialCurrent: '',
    financialAnticipated: '',
    financialQualitative: 'Not yet quantifiable: the levy is not designed (Code relief).',
  }),
  row({
    type: 'opportunity',
    description: 'Energy-efficient refit lowers running costs',
    horizon: 'long',
    likelihood: 'high',
    impact: 'medium',
    locations: ['HQ'],
    financialCurrent: '0',
    financialAnticipated: '-300000',
  }),
];

let token: string;
const put = (values: unknown, version: number, year = Y2025) =>
  call('PUT', url(year), { token, body: { values, version } });

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y2025 }, { yearEnd: PRINTED, printed: true }]));
  await saveBoundaries(token, [Y2025]);
});

describe('climate risks and opportunities register', () => {
  it('round-trips two risks and an opportunity with the company’s horizons and boundary locations', async () => {
    const saved = await put({ ...horizons, register, risksDisclosure: 'answered' }, 0);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call('GET', url(), { token });
    expect(read.body).toMatchObject({ version: 1, values: { ...horizons, register } });
    const status = await call('GET', `/api/disclosure-status/${Y2025}`, { token });
    const state = (code: string) => status.body.provisions.find((p: { code: string }) => p.code === code).state;
    expect(['D-STR-RO', 'D-STR-BM', 'D-STR-TP', 'D-STR-FIN'].map(state)).toEqual([
      'reported',
      'reported',
      'reported',
      'reported',
    ]);
  });

  it('asks a row without a financial effect in HKD for its qualitative explanation', async () => {
    const none = row({ financialCurrent: '', financialAnticipated: '', financialQualitative: '' });
    const res = await put({ ...horizons, register: [none] }, 1);
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      { path: 'register.0.financialQualitative', code: 'missingInput', message: 'Missing input.' },
    ]);
  });

  it('refuses a horizon that starts after it ends, on its end year', async () => {
    const res = await put({ ...horizons, mediumFrom: '12', mediumTo: '10' }, 1);
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      { path: 'mediumTo', code: 'min', message: 'This field should be at least 12.', params: { min: '12' } },
    ]);
  });

  it('refuses wrong types, unknown fields, a location outside the boundary and an unknown type', async () => {
    const res = await put(
      {
        shortFrom: 'two',
        severity: 'high',
        register: [row({ locations: ['Depot'] }), row({ type: 'meteor', financialCurrent: 5 })],
      },
      1,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual(
      ['register.0.locations.0', 'register.1.financialCurrent', 'register.1.type', 'severity', 'shortFrom'].sort(),
    );
  });

  it('answers 423 for a printed year and 409 to a stale version with the stored register', async () => {
    expect((await put({ register }, 0, PRINTED)).status).toBe(423);
    const stale = await put({ register: register.slice(0, 1) }, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.values.register).toHaveLength(3);
  });
});
