import { ulid } from 'ulid';
import { keys } from '@esg/core/infra/db/keys';
import { getItem } from '@esg/core/infra/db/repo';
import { write, type Change } from '@esg/core/infra/db/write';
import type { PageDataRecord } from '@esg/core/domain/pageData/records';
import { BOUNDARIES } from '@esg/core/pages/background/reportingBoundaries.rules';
import { loadUnits } from '@esg/core/domain/units/read';
import { rowKey, type ResourceRecord } from '@esg/core/domain/resources/rows';
import type { ResourceType } from '@esg/core/schemas/resources';
import { checkResourceRow } from '@esg/core/domain/resources/validate';
import { snapshotChange } from '@esg/core/domain/emissions/snapshot';
import type { PeriodRecord } from '@esg/core/domain/records';

/**
 * Demo environmental data for Acme (ADR 0014): a Hong Kong head office, a shop and a warehouse with a
 * year of electricity, fuels, a van, refrigerant, water, paper, waste, trees, flights, packaging and
 * intensity denominators, for FY2024 (printed, so frozen here as printing would) and FY2025 (open).
 */
type Loc = 'hq' | 'shop' | 'warehouse';
const SITES: [Loc, { en: string; hk: string }, string, string][] = [
  // Each name in English and Traditional Chinese (docs/decisions/0121): the editions print their own.
  ['hq', { en: 'Head office', hk: '總辦事處' }, '979 King’s Road, Quarry Bay', 'eastern'],
  ['shop', { en: 'Causeway Bay shop', hk: '銅鑼灣商店' }, '500 Hennessy Road, Causeway Bay', 'wan-chai'],
  ['warehouse', { en: 'Kwun Tong warehouse', hk: '觀塘倉庫' }, '10 Hoi Bun Road, Kwun Tong', 'kwun-tong'],
];

/** A seasonal year (Hong Kong summers need cooling): base × a monthly profile, in whole units. */
const PROFILE = [0.8, 0.78, 0.85, 0.95, 1.1, 1.25, 1.3, 1.3, 1.2, 1.05, 0.9, 0.82];
const seasonal = (base: number, scale: number) => PROFILE.map((p) => String(Math.round(base * p * scale)));
const flat = (q: string) => Array<string>(12).fill(q);
const once = (month: number, q: string) => flat('').map((v, m) => (m === month ? q : v));

/**
 * The open year's head office bought renewable energy certificates for part of its electricity (ADR 0090), so its
 * market-based Scope 2 differs from location-based; the printed year had none.
 */
const instruments = (scale: number) =>
  scale === 1
    ? {
        instruments: [
          {
            kind: 'certificate',
            mwh: '100',
            rate: { value: '0', unit: 'kgCO2e/kWh' },
            vintage: 2025,
            reference: 'HK Electric Renewable Energy Certificates, 100 units of 1 MWh, retired for the head office',
          },
        ],
      }
    : {};

type Seed = [ResourceType, Loc, string, string[], Record<string, unknown>];
const rowsFor = (scale: number): Seed[] => [
  [
    'electricity',
    'hq',
    'kWh',
    seasonal(21_000, scale),
    { supplier: 'hke', account: '1-2345-678', ...instruments(scale) },
  ],
  ['electricity', 'shop', 'kWh', seasonal(6_500, scale), { supplier: 'hke', account: '1-8765-432' }],
  ['electricity', 'warehouse', 'kWh', seasonal(9_800, scale), { supplier: 'clp', account: '0988-776-554' }],
  ['fuel', 'shop', 'towngas-unit', flat(String(Math.round(42 * scale))), { fuel: 'towngas', equipment: 'Pantry' }],
  [
    'fuel',
    'warehouse',
    'L',
    [...flat('').slice(0, 2), '40', '', '', '40', '', '', '40', '', '', '40'],
    { fuel: 'diesel', equipment: 'Standby generator' },
  ],
  [
    'vehicle',
    'warehouse',
    'L',
    flat(String(Math.round(185 * scale))),
    {
      vehicleType: 'private-van',
      fuel: 'diesel',
      emissionStandard: 'Euro VI',
      chassisNumber: 'JTFSS22P0N0123456',
      registration: 'AC 1234',
      distance: { unit: 'km', months: flat(String(Math.round(1_450 * scale))) },
    },
  ],
  ['refrigerant', 'hq', 'kg', once(6, '3.5'), { gas: 'R-410A', equipment: 'Split-type air conditioners' }],
  ['water', 'hq', 'm3', flat(String(Math.round(118 * scale))), { source: 'municipal', account: 'W-556677' }],
  ['water', 'shop', 'm3', flat(String(Math.round(16 * scale))), { source: 'municipal' }],
  ['paper', 'hq', 'kg', flat(String(Math.round(240 * scale))), { flow: 'purchased', paperType: 'A4 copy paper' }],
  ['paper', 'hq', 'kg', flat(String(Math.round(170 * scale))), { flow: 'disposed' }],
  [
    'waste',
    'warehouse',
    't',
    flat((1.2 * scale).toFixed(2)),
    { hazardous: false, wasteType: 'General refuse', handling: 'landfill' },
  ],
  [
    'waste',
    'warehouse',
    't',
    flat((0.45 * scale).toFixed(2)),
    { hazardous: false, wasteType: 'Cardboard', handling: 'recycled' },
  ],
  [
    'waste',
    'hq',
    'kg',
    once(10, '12'),
    { hazardous: true, wasteType: 'Fluorescent tubes', handling: 'chemical-treatment' },
  ],
  ['tree', 'hq', 'pcs', once(3, '30'), { species: 'Bauhinia blakeana' }],
  [
    'businessTravel',
    'hq',
    'pcs',
    once(2, '4'),
    { mode: 'flight', cabin: 'economy', origin: 'HKG', destination: 'SIN', roundTrip: true },
  ],
  [
    'businessTravel',
    'hq',
    'pcs',
    once(8, '2'),
    { mode: 'flight', cabin: 'business', origin: 'HKG', destination: 'PVG', roundTrip: true },
  ],
  ['packaging', 'warehouse', 'kg', flat(String(Math.round(820 * scale))), { material: 'Corrugated carton' }],
  ['intensity', 'hq', 'HKD m', flat((10.5 * scale).toFixed(1)), { denominator: 'revenue' }],
  ['intensity', 'hq', 'm2', flat('1850'), { denominator: 'floorArea' }],
  ['intensity', 'shop', 'm2', flat('210'), { denominator: 'floorArea' }],
  ['intensity', 'warehouse', 'm2', flat('2400'), { denominator: 'floorArea' }],
  ['intensity', 'hq', 'persons', flat('86'), { denominator: 'headcount' }],
];

/** What each site is, as the boundary page's list names it. */
const TYPES: Record<Loc, string> = { hq: 'office', shop: 'retail', warehouse: 'warehouse' };
const boundaryRow = (id: string, [at, name, address, district]: (typeof SITES)[number]) => ({
  locationId: id,
  name,
  address,
  city: 'Hong Kong',
  country: 'HK',
  district,
  locationType: TYPES[at],
  numberOfShops: at === 'shop' ? '1' : '',
  inBoundary: 'yes',
});

/** The rows of one year, and its boundary when asked (unless one is there already). */
async function yearChanges(
  tenantId: string,
  yearEnd: string,
  ids: Record<Loc, string>,
  scale: number,
  withBoundary: boolean,
) {
  const changes: Change[] = [];
  const existing = await getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, BOUNDARIES));
  if (withBoundary && !existing)
    changes.push({
      op: 'create',
      key: keys.pageData(tenantId, yearEnd, BOUNDARIES),
      item: {
        pageKey: BOUNDARIES,
        yearEnd,
        values: {
          locations: SITES.map((s) => boundaryRow(ids[s[0]], s)),
          // Both languages (ADR 0096), as the demo year's other narratives.
          boundaryNarrative: {
            en: 'All offices, shops and warehouses the company operates in Hong Kong.',
            hk: '本公司在香港營運的所有辦公室、商店及倉庫。',
          },
        },
        updatedAt: new Date().toISOString(),
        updatedBy: 'seed',
        copiedFrom: null,
      },
    });
  const units = (await loadUnits()).graph;
  const auditId = ulid();
  for (const [type, at, unit, months, attributes] of rowsFor(scale)) {
    const row = { locationId: ids[at], unit, months, attributes };
    const checked = checkResourceRow(row, { type, units, locations: new Set(Object.values(ids)), path: type });
    if (!checked.ok) throw new Error(`demo row refused: ${JSON.stringify(checked.issues)}`);
    const rowId = ulid();
    const item: Omit<ResourceRecord, 'version'> = {
      ...row,
      attributes: checked.attributes,
      rowId,
      type,
      yearEnd,
      auditId,
      updatedAt: new Date().toISOString(),
      updatedBy: 'seed',
    };
    changes.push({ op: 'create', key: rowKey(tenantId, yearEnd, type, rowId), item });
  }
  return { changes, auditId };
}

/** FY2024 (printed) and FY2025 (open) for Acme; the printed year is frozen as printing freezes it. */
export async function seedResources(tenantId: string, printed: PeriodRecord, open: PeriodRecord) {
  const ids = { hq: ulid(), shop: ulid(), warehouse: ulid() };
  // Only the open year gets a boundary page: a seeded last-year boundary would make every boundary
  // edit of the open year need a "reason for the change" (MDR-BOUND), which demo users and the e2e
  // tests editing Acme's boundary do not expect. The printed year's rows name the same location ids.
  for (const [period, scale, withBoundary] of [
    [printed, 0.94, false],
    [open, 1, true],
  ] as const) {
    const { changes, auditId } = await yearChanges(tenantId, period.yearEnd, ids, scale, withBoundary);
    // Seeding writes a printed year on purpose: no year lock (yearEnd) on this write.
    await write({ tenantId, action: 'seed.resources', changes, auditId });
  }
  await write({ tenantId, action: 'seed.freeze', changes: [await snapshotChange(tenantId, printed, 'seed')] });
}
