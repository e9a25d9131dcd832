import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { saveBoundaries, sig4 } from '../support/resources';

const PRINTED = '2024-12-31';
const OPEN = '2025-12-31';
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

interface Settings {
  yearEnd: string;
  gwpSet: string;
  version: number;
  locked: boolean;
}
const settings = (token: string, year = OPEN) => call<Settings>('GET', `/api/report-settings/${year}`, { token });
const save = (token: string, body: unknown, year = OPEN) =>
  call<Settings>('PUT', `/api/report-settings/${year}`, { token, body });
const scope1 = async (token: string, year = OPEN) => {
  const res = await call<{ gwpSet: string; scopes: { scope1: { value: number } } }>(
    'GET',
    `/api/emissions/${year}?lines=false`,
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { gwpSet: res.body.gwpSet, value: sig4(res.body.scopes.scope1.value) };
};

describe('GET/PUT /api/report-settings/{year}: the GWP set is a setting of each report', () => {
  let token: string;

  beforeAll(async () => {
    ({ token } = await freshCompany([{ yearEnd: PRINTED, printed: true }, { yearEnd: OPEN }]));
    const { hq } = await saveBoundaries(token, [OPEN]);
    // 5 kg of HFC-134a refilled in July: AR4 1,430, AR5 1,300, AR6 1,526 (../shared/data/refrigerant-gwp.csv).
    const months = Array.from({ length: 12 }, (_, m) => (m === 6 ? '5' : ''));
    const row = {
      version: 0,
      locationId: hq,
      unit: 'kg',
      months,
      attributes: { gas: 'HFC-134a', equipment: 'Chiller' },
    };
    const made = await call('PUT', `/api/resource/refrigerant/${OPEN}`, { token, body: { rows: [row] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });

  it('a year never saved uses AR5; choosing AR4 then AR6 recalculates the open year with it', async () => {
    expect((await settings(token)).body).toEqual({ yearEnd: OPEN, gwpSet: 'AR5', version: 0, locked: false });
    expect(await scope1(token)).toEqual({ gwpSet: 'AR5', value: 6.5 }); // 5 kg × 1,300 = 6.500 t

    const ar4 = await save(token, { gwpSet: 'AR4', version: 0 });
    expect(ar4.status, JSON.stringify(ar4.body)).toBe(200);
    expect(ar4.body).toMatchObject({ gwpSet: 'AR4', version: 1 });
    expect(await scope1(token)).toEqual({ gwpSet: 'AR4', value: 7.15 }); // 5 × 1,430

    expect((await save(token, { gwpSet: 'AR6', version: 1 })).status).toBe(200);
    expect(await scope1(token)).toEqual({ gwpSet: 'AR6', value: 7.63 }); // 5 × 1,526
    expect((await settings(token)).body).toMatchObject({ gwpSet: 'AR6', version: 2 });
  });

  it('a save based on an older version gets the concurrency message and the current settings', async () => {
    const now = (await settings(token)).body;
    expect((await save(token, { gwpSet: 'AR5', version: now.version })).status).toBe(200);
    const stale = await save(token, { gwpSet: 'AR4', version: now.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: CONFLICT, data: { current: { gwpSet: 'AR5' } } });
    // Two first saves at once: exactly one creates the settings.
    const other = await freshCompany([{ yearEnd: OPEN }]);
    const both = await Promise.all([
      save(other.token, { gwpSet: 'AR4', version: 0 }),
      save(other.token, { gwpSet: 'AR6', version: 0 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('a printed year keeps its frozen figures: its settings read locked and refuse a change (423)', async () => {
    expect((await settings(token, PRINTED)).body).toMatchObject({ gwpSet: 'AR5', locked: true });
    const refused = await save(token, { gwpSet: 'AR4', version: 0 }, PRINTED);
    expect(refused.status).toBe(423);
    expect((await settings(token, PRINTED)).body).toMatchObject({ gwpSet: 'AR5', version: 0 });
  });

  it('refuses an unknown set, a missing version, unknown fields and another company’s year', async () => {
    for (const body of [
      { gwpSet: 'AR3', version: 0 },
      { gwpSet: 'AR4' },
      { gwpSet: 'AR4', version: 0, tenantId: 'x' },
    ]) {
      const res = await save(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Globex's years are not Acme's: the demo Globex year end is unknown to Acme (404).
    const acme = await signIn('acme.admin');
    expect((await settings(acme, '2026-03-31')).status).toBe(404);
    expect((await save(acme, { gwpSet: 'AR4', version: 0 }, '2026-03-31')).status).toBe(404);
  });
});
