import type { ResourceType } from '@esg/core/schemas/resources';
import type { Site } from './pages';
import { WORKFORCE_BY_SITE, type Figures } from './social';
import { WORKFORCE_BY_SITE_2024 } from './lastYear';

/**
 * Acme's resource rows (ADR 0014): a year of electricity, fuels, a van, refrigerant, water, paper, waste, trees,
 * flights, packaging and intensity denominators at the head office, the shop and the warehouse. Pure data: the demo
 * seed (../seedResources.ts) writes them for FY2024 and FY2025, the browser journeys save them over the API
 * (test/e2e/completeYear.ts).
 */
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
            // The company's text in English and Traditional Chinese (ADR 0137), the figures as the English has them.
            reference: {
              en: 'HK Electric Renewable Energy Certificates, 100 units of 1 MWh, retired for the head office',
              hk: '港燈可再生能源證書 100 張（每張 1 MWh），為總辦事處註銷',
            },
          },
        ],
      }
    : {};

/**
 * Each site's headcount month by month, from its year begin to its year end as the Employment page has them
 * (./social.ts, ./lastYear.ts): a stock, so the year's denominator is December's, and the sites add up to the
 * workforce at year end.
 */
const headcount = ([begin, end]: Figures) =>
  PROFILE.map((_, m) => String(Math.round(Number(begin) + ((Number(end) - Number(begin)) * (m + 1)) / 12)));
const headcounts = (scale: number): Seed[] =>
  (['hq', 'shop', 'warehouse'] as const).map((site) => [
    'intensity',
    site,
    'persons',
    headcount((scale === 1 ? WORKFORCE_BY_SITE : WORKFORCE_BY_SITE_2024)[site]),
    { denominator: 'headcount' },
  ]);

type Seed = [ResourceType, Site, string, string[], Record<string, unknown>];

/** The year's rows at `scale` of the open year's (the printed year is 0.94 of it): type, site, unit, months, attributes. */
export const rowsFor = (scale: number): Seed[] => [
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
  ['tree', 'hq', 'tree', once(3, '30'), { species: 'Bauhinia blakeana' }],
  [
    'businessTravel',
    'hq',
    'trip',
    once(2, '4'),
    { mode: 'flight', cabin: 'economy', origin: 'HKG', destination: 'SIN', roundTrip: true },
  ],
  [
    'businessTravel',
    'hq',
    'trip',
    once(8, '2'),
    { mode: 'flight', cabin: 'business', origin: 'HKG', destination: 'PVG', roundTrip: true },
  ],
  ['packaging', 'warehouse', 'kg', flat(String(Math.round(820 * scale))), { material: 'Corrugated carton' }],
  ['intensity', 'hq', 'HKD m', flat((10.5 * scale).toFixed(1)), { denominator: 'revenue' }],
  ['intensity', 'hq', 'm2', flat('1850'), { denominator: 'floorArea' }],
  ['intensity', 'shop', 'm2', flat('210'), { denominator: 'floorArea' }],
  ['intensity', 'warehouse', 'm2', flat('2400'), { denominator: 'floorArea' }],
  ...headcounts(scale),
];
