import { ulid } from 'ulid';
import {
  environmentalRoutes,
  PER_KIND_ROUTE,
  type PerKindRouteId,
  type perKindRoutes,
} from '@esg/core/contract/environmental';
import type { ResourceType } from '@esg/core/schemas/resources';
import { call } from '../support/api';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';
import { every, saveBoundaries } from '../support/resources';

const Y2 = '2025-12-31';

/** The caller's own company (a fresh one with Y2 and its boundary) and a row of it the delete cell removes. */
interface Fixture extends CallerFixture {
  platform: boolean;
  hq: string;
  doomed: { id: string; version: number };
}

/** A valid new row of each type at the caller's HQ (unit and attributes as the type takes them). */
const ROWS: Record<ResourceType, { unit: string; attributes: Record<string, unknown> }> = {
  electricity: { unit: 'kWh', attributes: { supplier: 'clp', account: '0123-456' } },
  fuel: { unit: 'L', attributes: { fuel: 'diesel', equipment: 'Generator' } },
  vehicle: { unit: 'L', attributes: { vehicleType: 'private-van', fuel: 'diesel' } },
  refrigerant: { unit: 'kg', attributes: { gas: 'HFC-134a', equipment: 'Chiller' } },
  water: { unit: 'm3', attributes: {} },
  paper: { unit: 'kg', attributes: { flow: 'purchased' } },
  waste: { unit: 'kg', attributes: { hazardous: false, wasteType: 'Office waste', handling: 'landfill' } },
  tree: { unit: 'pcs', attributes: { species: 'Bauhinia' } },
  businessTravel: {
    unit: 'pcs',
    attributes: { mode: 'flight', cabin: 'economy', origin: 'HKG', destination: 'SIN', roundTrip: true },
  },
  packaging: { unit: 'kg', attributes: { material: 'Cardboard' } },
  material: { unit: 'kg', attributes: { material: 'Steel' } },
  intensity: { unit: 'HKD', attributes: { denominator: 'revenue' } },
};
/**
 * Each request's row its own (ADR 0070: a second row with one natural key is refused): the n-th row
 * of a type gets its own account, equipment, registration … or, for intensities, another denominator.
 */
let made = 0;
const DENOMINATORS = ['revenue', 'floorArea', 'headcount', 'shops', 'unitsProduced'];
const OWN: Partial<Record<ResourceType, (n: number) => Record<string, unknown>>> = {
  electricity: (n) => ({ account: `0123-456-${n}` }),
  fuel: (n) => ({ equipment: `Generator ${n}` }),
  vehicle: (n) => ({ registration: `AB ${n}` }),
  refrigerant: (n) => ({ equipment: `Chiller ${n}` }),
  water: (n) => ({ account: `W-${n}` }),
  paper: (n) => ({ paperType: `A4 ${n}` }),
  waste: (n) => ({ wasteType: `Office waste ${n}` }),
  tree: (n) => ({ species: `Bauhinia ${n}` }),
  packaging: (n) => ({ material: `Cardboard ${n}` }),
  material: (n) => ({ material: `Steel ${n}` }),
  intensity: (n) => ({ denominator: DENOMINATORS[n % DENOMINATORS.length] }),
};
const newRow = (f: Fixture, type: ResourceType) => {
  const n = made++;
  const row = ROWS[type];
  return { locationId: f.hq, months: every('1'), unit: row.unit, attributes: { ...row.attributes, ...OWN[type]?.(n) } };
};
const save = (f: Fixture, type: ResourceType) => ({ rows: [{ version: 0, ...newRow(f, type) }] });

/** The spec's per-kind calls, generated from the contract's table: each sends the generic call's request. */
const perKindRequests = Object.fromEntries(
  Object.entries(PER_KIND_ROUTE).map(([id, { type, call }]) => {
    const path = environmentalRoutes[id as PerKindRouteId].path.replace('{id}', Y2);
    const body = { get: () => undefined, put: (f: Fixture) => save(f, type), new: (f: Fixture) => newRow(f, type) }[
      call
    ];
    return [id, async (f: Fixture) => ({ path, body: body(f) })];
  }),
) as Requests<typeof perKindRoutes, Fixture>;

const requests: Requests<typeof environmentalRoutes, Fixture> = {
  listResourceRows: async () => ({ path: `/api/resource/electricity/${Y2}` }),
  saveResourceRows: async (f) => ({ path: `/api/resource/electricity/${Y2}`, body: save(f, 'electricity') }),
  newResourceBatch: async (f) => ({
    path: '/api/resource/waste/newBatch',
    body: { year: Y2, rows: [newRow(f, 'waste')] },
  }),
  deleteResourceRow: async (f) => ({ path: `/api/resource/fuel/${Y2}/${f.doomed.id}?version=${f.doomed.version}` }),
  emissions: async () => ({ path: `/api/emissions/${Y2}?lines=false` }),
  fuelMaster: async () => ({ path: '/api/fuel-master' }),
  reportSettings: async () => ({ path: `/api/report-settings/${Y2}` }),
  saveReportSettings: async () => ({ path: `/api/report-settings/${Y2}`, body: { gwpSet: 'AR4', version: 0 } }),

  ...perKindRequests,
};

roleMatrix({
  group: 'environmental',
  routes: environmentalRoutes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: Y2 }]);
    const platform = c.id === 'platformAdmin';
    const stand: Fixture = { ...caller, platform, hq: ulid(), doomed: { id: ulid(), version: 1 } };
    if (platform || !caller.token) return stand;
    const { hq } = await saveBoundaries(caller.token, [Y2]);
    const made = await call('PUT', `/api/resource/fuel/${Y2}`, {
      token: caller.token,
      body: save({ ...stand, hq }, 'fuel'),
    });
    if (made.status !== 200) throw new Error(`fixture: ${JSON.stringify(made.body)}`);
    const row = made.body.rows[0] as { id: string; version: number };
    return { ...stand, hq, doomed: { id: row.id, version: row.version } };
  },
});
