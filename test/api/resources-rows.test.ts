import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { blank, clpRow as clpRowAt, every, saveBoundaries } from '../support/resources';
import { auditItems } from '../support/tenants';

const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const url = (type: string, year = Y2) => `/api/resource/${type}/${year}`;

let token: string;
let tenantId: string;
let loc: { hq: string; shop: string; depot: string };

/** A CLP electricity row at the head office. */
const clpRow = (months = every('1000')) => clpRowAt(loc.hq, months);

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
  loc = await saveBoundaries(token, [Y1, Y2]);
});

describe('resource rows: save and reload', () => {
  it('creates, reloads and updates a row; versions count; each save is audited and the row points at its audit entry', async () => {
    const empty = await call('GET', url('electricity'), { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ type: 'electricity', yearEnd: Y2, locked: false, rows: [], totals: [] });
    expect(empty.body.locations.map((l: { name: string }) => l.name).sort()).toEqual(['HQ', 'Shop']);
    expect(empty.body.periodMonths).toEqual(
      Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`),
    );

    const months = [...every('1000').slice(0, 11), '1250.75'];
    const created = await call('PUT', url('electricity'), { token, body: { rows: [clpRow(months)] } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.rows[0];
    expect(row).toMatchObject({ version: 1, locationId: loc.hq, unit: 'kWh', months, total: '12250.75' });
    expect(row.attributes).toEqual({ supplier: 'clp', account: '0123-456' });
    expect(created.body.totals).toEqual([{ unit: 'kWh', value: '12250.75' }]);

    const again = await call('GET', url('electricity'), { token });
    expect(again.body.rows).toEqual(created.body.rows);

    const edited = await call('PUT', url('electricity'), {
      token,
      body: { rows: [{ ...clpRow(every('2000')), id: row.id, version: 1 }] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.rows).toHaveLength(1);
    expect(edited.body.rows[0]).toMatchObject({ id: row.id, version: 2, total: '24000' });

    const audits = (await auditItems(tenantId)).filter((a) => a.action === 'resource.electricity.save');
    expect(audits).toHaveLength(2);
    expect(audits.some((a) => a.sk.endsWith(`#${edited.body.rows[0].auditId}`))).toBe(true);
  });

  it('lists an intensity’s totals in the order of the denominators as declared, whatever order its rows were saved in', async () => {
    const row = (denominator: string, unit: string, value: string) => ({
      version: 0,
      locationId: loc.hq,
      unit,
      attributes: { denominator },
      months: every(value),
    });
    const saved = await call('PUT', url('intensity', Y1), {
      token,
      body: {
        rows: [row('headcount', 'persons', '118'), row('floorArea', 'm2', '4460'), row('revenue', 'HKD m', '9.9')],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.totals.map((t: { unit: string }) => t.unit)).toEqual(['HKD m', 'm2', 'persons']);
  });

  it("shows last year's total beside the same row (same location and attributes)", async () => {
    const base = {
      version: 0,
      locationId: loc.shop,
      unit: 'L',
      attributes: { fuel: 'diesel', equipment: 'Generator' },
    };
    const last = await call('PUT', url('fuel', Y1), { token, body: { rows: [{ ...base, months: every('10') }] } });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const now = await call('PUT', url('fuel'), { token, body: { rows: [{ ...base, months: every('12.5') }] } });
    expect(now.body.rows[0]).toMatchObject({ total: '150', lastYearTotal: { value: '120', unit: 'L' } });
    expect(now.body.lastYear).toEqual({ yearEnd: Y1, totals: [{ unit: 'L', value: '120' }] });
  });

  it('adds rows in a batch (201) and deletes one by version (stale → 409, then 204)', async () => {
    const batch = await call('POST', '/api/resource/waste/newBatch', {
      token,
      body: {
        year: Y2,
        rows: [
          {
            locationId: loc.hq,
            unit: 't',
            months: every('0.5'),
            attributes: { hazardous: false, wasteType: 'Office waste', handling: 'landfill' },
          },
          {
            locationId: loc.shop,
            unit: 'kg',
            months: every('3'),
            attributes: { hazardous: true, wasteType: 'Fluorescent tubes', handling: 'chemical-treatment' },
          },
        ],
      },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    expect(batch.body.rows).toHaveLength(2);
    const victim = batch.body.rows[0];
    const stale = await call('DELETE', `${url('waste')}/${victim.id}?version=7`, { token });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.rows).toHaveLength(2);
    const gone = await call('DELETE', `${url('waste')}/${victim.id}?version=${victim.version}`, { token });
    expect(gone.status).toBe(204);
    const after = await call('GET', url('waste'), { token });
    expect(after.body.rows.map((r: { id: string }) => r.id)).not.toContain(victim.id);
  });
});

describe('resource rows: tenancy, locking and concurrency', () => {
  it("another company's rows are not found", async () => {
    const res = await call('PUT', url('water'), {
      token,
      body: { rows: [{ version: 0, locationId: loc.hq, unit: 'm3', months: every('30'), attributes: {} }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rowId = res.body.rows[0].id;
    const acme = await signIn('acme.admin');
    // Acme has a 2025-12-31 year too: the row is simply not in it.
    const read = await call('GET', url('water'), { token: acme });
    expect(read.body.rows.map((r: { id: string }) => r.id)).not.toContain(rowId);
    expect((await call('DELETE', `${url('water')}/${rowId}?version=1`, { token: acme })).status).toBe(404);
    const acmeHq = read.body.locations[0].id;
    const edit = await call('PUT', url('water'), {
      token: acme,
      body: { rows: [{ id: rowId, version: 1, locationId: acmeHq, unit: 'm3', months: every('1'), attributes: {} }] },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(404);
    expect((await call('GET', url('water'), { token })).body.rows[0].months).toEqual(every('30'));
    const globex = await signIn('globex.admin');
    expect((await call('GET', url('water'), { token: globex })).status).toBe(404);
  });

  it('a printed year is read-only: 423', async () => {
    const acme = await signIn('acme.admin');
    const read = await call('GET', url('electricity', '2024-12-31'), { token: acme });
    expect(read.status).toBe(200);
    expect(read.body.locked).toBe(true);
    const res = await call('PUT', url('electricity', '2024-12-31'), { token: acme, body: { rows: [clpRow()] } });
    expect(res.status).toBe(423);
    const add = await call('POST', '/api/vehicle/new/2024-12-31', {
      token: acme,
      body: { locationId: 'x', unit: 'L', months: every('1'), attributes: { vehicleType: 'lgv', fuel: 'diesel' } },
    });
    expect(add.status).toBe(423);
  });

  it('a save based on another version is refused with 409 and the current rows', async () => {
    const first = await call('PUT', url('paper'), {
      token,
      body: {
        rows: [{ version: 0, locationId: loc.hq, unit: 'kg', months: blank(), attributes: { flow: 'purchased' } }],
      },
    });
    const row = first.body.rows[0];
    const edit = (q: string) =>
      call('PUT', url('paper'), {
        token,
        body: { rows: [{ ...row, months: every(q), attributes: row.attributes, version: 1 }].map(strip) },
      });
    const [a, b] = [await edit('10'), await edit('20')];
    expect(a.status).toBe(200);
    expect(b.status).toBe(409);
    expect(b.body.message).toBe('Another user modified this data at the same time as you. Your changes were rejected.');
    expect(b.body.data.current.rows[0]).toMatchObject({ id: row.id, version: 2, months: every('10') });
  });
});

/** A row view back to a row input. */
const strip = (r: Record<string, unknown>) => ({
  id: r.id,
  version: r.version,
  locationId: r.locationId,
  unit: r.unit,
  months: r.months,
  attributes: r.attributes,
});

describe('the spec per-kind calls', () => {
  it('read and write the same rows as the generic calls; {id} is the year end', async () => {
    const generic = await call('GET', url('electricity'), { token });
    const alias = await call('GET', `/api/electricities/${Y2}`, { token });
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(generic.body);

    const van = await call('POST', `/api/vehicle/new/${Y2}`, {
      token,
      body: {
        locationId: loc.shop,
        unit: 'L',
        months: every('80'),
        attributes: {
          vehicleType: 'private-van',
          fuel: 'diesel',
          emissionStandard: 'Euro VI',
          chassisNumber: 'JTFSX23P0K1234567',
          distance: { unit: 'km', months: every('900') },
        },
      },
    });
    expect(van.status, JSON.stringify(van.body)).toBe(201);
    expect(van.body).toMatchObject({ type: 'vehicle', version: 1, total: '960' });
    const vehicles = await call('GET', `/api/vehicle/${Y2}`, { token });
    expect(vehicles.body.rows.map((r: { id: string }) => r.id)).toContain(van.body.id);

    const trees = await call('PUT', `/api/tree/${Y2}`, {
      token,
      body: {
        rows: [
          {
            version: 0,
            locationId: loc.hq,
            unit: 'pcs',
            months: blank().map((v, m) => (m === 3 ? '20' : v)),
            attributes: { species: 'Bauhinia' },
          },
        ],
      },
    });
    expect(trees.status, JSON.stringify(trees.body)).toBe(200);
    expect(trees.body.rows[0].total).toBe('20');
    expect((await call('GET', `/api/hazardous/${Y2}`, { token })).body.type).toBe('waste');
  });

  it('a flight between two airports: trips × great-circle distance', async () => {
    const res = await call('PUT', `/api/business-travels/${Y2}`, {
      token,
      body: {
        rows: [
          {
            version: 0,
            locationId: loc.hq,
            unit: 'pcs',
            months: blank().map((v, m) => (m === 2 ? '2' : v)),
            attributes: { mode: 'flight', cabin: 'economy', origin: 'HKG', destination: 'LHR', roundTrip: true },
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // HKG (22.31 N, 113.92 E) to LHR (51.47 N, 0.45 W): ~9,630 km great circle; a round trip twice that.
    const { distanceKm, passengerKm } = res.body.rows[0].flight;
    expect(distanceKm).toBeGreaterThan(2 * 9_550);
    expect(distanceKm).toBeLessThan(2 * 9_700);
    expect(passengerKm).toBe(String(2 * distanceKm));
    const badAirport = await call('PUT', `/api/business-travels/${Y2}`, {
      token,
      body: {
        rows: [
          {
            version: 0,
            locationId: loc.hq,
            unit: 'pcs',
            months: every('1'),
            attributes: { mode: 'flight', origin: 'HKG', destination: 'XXX' },
          },
        ],
      },
    });
    expect(badAirport.status).toBe(400);
    expect(badAirport.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
      'body.rows.0.attributes.destination',
    ]);
  });

  it('the fuel master lists stationary and vehicle fuels with their units', async () => {
    const res = await call('GET', '/api/fuel-master', { token });
    expect(res.status).toBe(200);
    const towngas = res.body.find((f: { id: string; use: string }) => f.id === 'towngas' && f.use === 'stationary');
    expect(towngas.units).toContain('towngas-unit');
    const petrol = res.body.find((f: { id: string; use: string }) => f.id === 'petrol' && f.use === 'vehicle');
    expect(petrol.unitTypes).toEqual(['volume']);
    expect(petrol.units).toContain('L');
  });
});
