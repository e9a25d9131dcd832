import type { ActivityRow, GwpSet, StationaryFuel, VehicleFuel } from './model';
import type { Measure, Scope } from './measures';
import { factorSlug as slug } from '../../domain/factors/ids';

/**
 * One figure a row produces: activity × factors[0] × factors[1] …, each step after converting
 * to the factor's denominator, then converted to the measure's report unit. No factors = the
 * activity itself (water m³, waste tonnes, electricity MWh).
 */
export interface LineSpec {
  measure: Measure;
  scope?: Scope;
  /** GHG Protocol Scope 3 category (1–15), for Part D's D-MT-GHG3 breakdown. */
  scope3Category?: number;
  /** A2.1 "energy consumption by type". */
  energyType?: string;
  factors: readonly string[];
  /** What 'unit' means in these factors' units (the gas company's billing unit). */
  billingUnit?: string;
  /** Vehicles' NOx and PM are per km travelled, not per litre. */
  quantity?: 'distance';
  gwpSet?: GwpSet;
}

/** The method for a row: which unit types its quantity may be in, and the lines it produces. */
export interface Method {
  activityTypes: readonly string[];
  lines: LineSpec[];
  /**
   * Units the method reads as another unit, with the reading the lineage states: HKEX App. 2's
   * "1 unit of LPG" is a kilogram, so an LPG row in billing units is read as kilograms.
   */
  readAs?: Readonly<Record<string, { unit: string; note: string }>>;
}

const ghg = (scope: Scope, factor: string, extra: Partial<LineSpec> = {}): LineSpec => ({
  measure: 'ghg',
  scope,
  factors: [factor],
  ...extra,
});
const energy = (energyType: string, factors: string[], billingUnit?: string): LineSpec => ({
  measure: 'energy',
  energyType,
  factors,
  ...(billingUnit ? { billingUnit } : {}),
});

/**
 * HKEX App. 2: NOx and SOx of gaseous fuels = units × MJ/unit × (kg per 10⁶ MJ). PM is "not
 * significant". LPG's "unit" is a kilogram (core/data/README.md), Towngas's the gas company's unit.
 */
const gaseousPollutants = (fuel: 'towngas' | 'lpg'): LineSpec[] =>
  (['nox', 'sox'] as const).map((p) => ({
    measure: p,
    factors: [`${fuel}-energy`, `${p}-gaseous-fuel`],
    billingUnit: fuel === 'lpg' ? 'kg' : 'towngas-unit',
  }));

/** Hong Kong practice counts Towngas twice: on-site combustion (Scope 1) and the gas company's production (Scope 2). */
const towngas = (): Method => ({
  activityTypes: ['energy'],
  lines: [
    ghg(1, 'towngas-combustion', { billingUnit: 'towngas-unit' }),
    ghg(2, 'towngas-purchased', { billingUnit: 'towngas-unit' }),
    ...gaseousPollutants('towngas'),
    energy('towngas', ['towngas-energy'], 'towngas-unit'),
  ],
});

const FUEL_TYPES: Record<Exclude<StationaryFuel, 'towngas'>, string[]> = {
  diesel: ['volume'],
  kerosene: ['volume'],
  charcoal: ['mass'],
  'natural-gas': ['volume', 'energy'],
  lpg: ['mass', 'energy'],
};

/**
 * A2.1 energy from the library's energy contents. Diesel's is per litre; petrol's, kerosene's and
 * LPG's are per kg (IPCC net calorific values), so litres go through the fuel's density first.
 */
const FUEL_ENERGY: Record<Exclude<StationaryFuel, 'towngas'> | VehicleFuel, string[]> = {
  diesel: ['diesel-energy'],
  petrol: ['petrol-density', 'petrol-energy'],
  kerosene: ['kerosene-density', 'kerosene-energy'],
  charcoal: ['charcoal-energy'],
  'natural-gas': ['natural-gas-energy'],
  lpg: ['lpg-energy-per-kg'],
};
const LPG_BY_VOLUME = ['lpg-density', 'lpg-energy-per-kg'];

/** HKEX App. 2: "1 unit of gas = 46 MJ for LPG", and LPG is bought by the kg: the unit is a kilogram. */
const LPG_UNIT = { 'lpg-unit': { unit: 'kg', note: 'LPG billing unit read as 1 kg (HKEX App. 2)' } };

function stationaryFuel(fuel: StationaryFuel): Method {
  if (fuel === 'towngas') return towngas();
  return {
    activityTypes: FUEL_TYPES[fuel],
    lines: [
      ghg(1, `stationary-${fuel}`),
      ...(fuel === 'lpg' ? gaseousPollutants('lpg') : []),
      energy(fuel, FUEL_ENERGY[fuel]),
    ],
    ...(fuel === 'lpg' ? { readAs: LPG_UNIT } : {}),
  };
}

const ELECTRICITY: Record<string, string> = { clp: 'elec-clp', hke: 'elec-hke', prc: 'elec-prc', other: 'elec-other' };

/** Reused and recycled waste carries no disposal emissions (cut-off approach); the rest needs a factor. */
const NO_DISPOSAL_EMISSIONS = new Set(['recycled', 'reused']);

/** Same spelling as the GWP seed (domain/factors/ids.ts): 'HFC-134a' under AR5 is gwp-ar5-hfc-134a. */
export const gwpFactorId = (set: GwpSet, gas: string) => `gwp-${slug(set)}-${slug(gas)}`;

/** The method per resource kind; see docs/decisions/0013-ghg-calculation.md for the sources. */
export function methodFor(row: ActivityRow, gwpSet: GwpSet): Method {
  switch (row.kind) {
    case 'electricity':
      return { activityTypes: ['energy'], lines: [ghg(2, ELECTRICITY[row.supplier]!), energy('electricity', [])] };
    case 'towngas':
      return towngas();
    case 'fuel':
      return stationaryFuel(row.fuel);
    case 'vehicle': {
      const vehicle = `${row.fuel}-${row.vehicleType}`;
      // HKEX App. 2: NOx and PM per km by vehicle type, fuel and emission standard (docs/emission-factors.md).
      const standard = row.emissionStandard ? `${vehicle}-${slug(row.emissionStandard)}` : vehicle;
      return {
        activityTypes: ['volume'],
        lines: [
          ghg(1, `vehicle-${vehicle}`),
          { measure: 'nox', factors: [`vehicle-nox-${standard}`], quantity: 'distance' },
          { measure: 'sox', factors: [`vehicle-sox-${row.fuel}`] },
          { measure: 'pm', factors: [`vehicle-pm-${standard}`], quantity: 'distance' },
          energy(row.fuel, row.fuel === 'lpg' ? LPG_BY_VOLUME : FUEL_ENERGY[row.fuel]),
        ],
      };
    }
    case 'refrigerant':
      return { activityTypes: ['mass'], lines: [ghg(1, gwpFactorId(gwpSet, row.gas), { gwpSet })] };
    case 'water':
      return {
        activityTypes: ['volume'],
        lines: [ghg(3, 'fresh-water', { scope3Category: 1 }), { measure: 'water', factors: [] }],
      };
    case 'paper':
      return {
        activityTypes: ['mass'],
        lines: row.flow === 'purchased' ? [] : [ghg(3, 'paper-landfill', { scope3Category: 5 })],
      };
    case 'waste': {
      const disposal = `${row.hazardous ? 'hazardous' : 'general'}-waste-${slug(row.handling)}`;
      const mass: LineSpec = { measure: row.hazardous ? 'hazardousWaste' : 'nonHazardousWaste', factors: [] };
      const emits = !NO_DISPOSAL_EMISSIONS.has(slug(row.handling));
      return { activityTypes: ['mass'], lines: [mass, ...(emits ? [ghg(3, disposal, { scope3Category: 5 })] : [])] };
    }
    case 'tree':
      // Per tree per year: earlier years' trees still standing come as rows of their own (model.ts).
      return { activityTypes: ['count'], lines: [{ measure: 'removal', factors: ['tree-removal'] }] };
    case 'businessTravel': {
      const id = `travel-${slug(row.mode)}${row.cabin ? `-${slug(row.cabin)}` : ''}`;
      return { activityTypes: ['passenger-distance'], lines: [ghg(3, id, { scope3Category: 6 })] };
    }
    case 'packaging':
      return { activityTypes: ['mass'], lines: [{ measure: 'packaging', factors: [] }] };
  }
}

/** A row's own factor replaces its method's first GHG factor (a supplier's published grid factor). */
export function withOwnFactor(method: Method, factorId: string | undefined): Method {
  if (!factorId) return method;
  const at = method.lines.findIndex((l) => l.measure === 'ghg');
  if (at < 0) return method;
  const lines = method.lines.map((l, i) => (i === at ? { ...l, factors: [factorId, ...l.factors.slice(1)] } : l));
  return { ...method, lines };
}

/** The row fields a method depends on; rows that agree on them share one method (and its chains). */
const METHOD_FIELDS = [
  'supplier',
  'fuel',
  'vehicleType',
  'gas',
  'flow',
  'hazardous',
  'handling',
  'mode',
  'cabin',
  'factorId',
];
export function methodKey(row: ActivityRow): string {
  let key: string = row.kind;
  for (const f of METHOD_FIELDS) {
    const v = (row as unknown as Record<string, unknown>)[f];
    if (v !== undefined) key += `|${f}=${String(v)}`;
  }
  return key;
}
