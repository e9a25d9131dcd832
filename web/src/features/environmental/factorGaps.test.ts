import { describe, expect, it } from 'vitest';
import { methodFor } from '@esg/core/calc/emissions/methods';
import type { ActivityRow } from '@esg/core/calc/emissions/model';
import { factorName, groupGaps } from './factorGaps';
import { en } from './messages/en';

describe('missing factors named in words and grouped', () => {
  it('names the library ids a calculation can miss', () => {
    expect(factorName('vehicle-nox-diesel-private-van-euro-vi')).toMatchObject({
      key: 'factor_vehiclePerKmStandard',
      values: { standard: 'Euro VI', vehicle: { t: 'opt_vehicleType_private-van' } },
    });
    expect(factorName('vehicle-pm-petrol-lgv')).toMatchObject({ key: 'factor_vehiclePerKm' });
    expect(factorName('gwp-ar5-r-410a')).toMatchObject({ key: 'factor_gwp', values: { gas: 'R-410A', set: 'AR5' } });
    expect(factorName('gwp-ar6-hfc-134a').values.gas).toBe('HFC-134a');
    expect(factorName('vehicle-nox-diesel-private-van')).toMatchObject({
      key: 'factor_vehiclePerKm',
      values: { pollutant: 'NOx', fuel: { t: 'opt_fuel_diesel' }, vehicle: { t: 'opt_vehicleType_private-van' } },
      group: 'vehiclePollutants',
    });
    expect(factorName('hazardous-waste-chemical-treatment')).toMatchObject({
      key: 'factor_hazardousWaste',
      values: { handling: { t: 'opt_handling_chemical-treatment' } },
      group: 'wasteTreatment',
    });
    expect(factorName('lpg-density')).toMatchObject({ key: 'factor_density', values: { fuel: { t: 'opt_fuel_lpg' } } });
    expect(factorName('someone-elses-factor')).toMatchObject({
      key: 'factor_other',
      values: { id: 'someone-elses-factor' },
    });
  });

  it('groups the demo year’s gaps with the rows they stop, vehicles first', () => {
    const gaps = [
      { factorId: 'hazardous-waste-chemical-treatment', rowIds: ['w'], kinds: ['waste'] },
      { factorId: 'vehicle-nox-diesel-private-van', rowIds: ['v'], kinds: ['vehicle'] },
      { factorId: 'vehicle-sox-diesel', rowIds: ['v', 'v2'], kinds: ['vehicle'] },
    ];
    expect(groupGaps(gaps)).toEqual([
      {
        group: 'vehiclePollutants',
        factorIds: ['vehicle-nox-diesel-private-van', 'vehicle-sox-diesel'],
        rows: 2,
        kinds: ['vehicle'],
      },
      { group: 'wasteTreatment', factorIds: ['hazardous-waste-chemical-treatment'], rows: 1, kinds: ['waste'] },
    ]);
  });
});

describe('every factor a calculation can ask for has a name in words', () => {
  it('names each kind of library id', () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['gwp-ar5-r-410a', 'factor_gwp', { gas: 'R-410A', set: 'AR5' }],
      ['elec-hke', 'factor_grid', { supplier: { t: 'opt_supplier_hke' } }],
      ['diesel-energy', 'factor_energy', { fuel: { t: 'opt_fuel_diesel' } }],
      ['lpg-energy-per-kg', 'factor_energy', { fuel: { t: 'opt_fuel_lpg' } }],
      ['petrol-density', 'factor_density', { fuel: { t: 'opt_fuel_petrol' } }],
      ['stationary-natural-gas', 'factor_stationary', { fuel: { t: 'opt_fuel_natural-gas' } }],
      ['towngas-combustion', 'factor_towngasCombustion', {}],
      ['towngas-purchased', 'factor_towngasPurchased', {}],
      ['sox-gaseous-fuel', 'factor_gaseousFuel', { pollutant: 'SOx' }],
      [
        'vehicle-diesel-lgv',
        'factor_vehicleGhg',
        { fuel: { t: 'opt_fuel_diesel' }, vehicle: { t: 'opt_vehicleType_lgv' } },
      ],
      ['vehicle-lpg-van-bus-car', 'factor_vehicleGhg', { fuel: { t: 'opt_fuel_lpg' }, vehicle: 'van-bus-car' }],
      ['vehicle-pm-petrol-motorcycle', 'factor_vehiclePerKm', { pollutant: 'PM' }],
      ['vehicle-sox-petrol', 'factor_vehicleSox', { fuel: { t: 'opt_fuel_petrol' } }],
      ['general-waste-landfill', 'factor_generalWaste', { handling: { t: 'opt_handling_landfill' } }],
      [
        'travel-flight-premium-economy',
        'factor_travelCabin',
        { mode: { t: 'opt_mode_flight' }, cabin: { t: 'opt_cabin_premium-economy' } },
      ],
      ['travel-rail', 'factor_travel', { mode: { t: 'opt_mode_rail' } }],
      ['fresh-water', 'factor_water', {}],
      ['paper-landfill', 'factor_paper', {}],
      ['tree-removal', 'factor_tree', {}],
    ];
    for (const [id, key, values] of cases) expect(factorName(id), id).toMatchObject({ key, values });
  });

  it('leaves no id the methods produce for the forms’ options to be shown by its id', () => {
    const options = (attribute: string) =>
      Object.keys(en).flatMap((k) => (k.startsWith(`opt_${attribute}_`) ? [k.slice(attribute.length + 5)] : []));
    const base = { rowId: 'r', locationId: 'l', unit: 'kg', months: [], auditId: 'a' };
    const rows: ActivityRow[] = [
      ...(['clp', 'hke', 'prc', 'other'] as const).map((supplier) => ({
        ...base,
        kind: 'electricity' as const,
        supplier,
      })),
      ...(['diesel', 'lpg', 'kerosene', 'charcoal', 'natural-gas', 'towngas'] as const).map((fuel) => ({
        ...base,
        kind: 'fuel' as const,
        fuel,
      })),
      ...(['diesel', 'petrol', 'lpg'] as const).flatMap((fuel) =>
        options('vehicleType').map((vehicleType) => ({ ...base, kind: 'vehicle' as const, fuel, vehicleType })),
      ),
      { ...base, kind: 'refrigerant', gas: 'HFC-134a' },
      { ...base, kind: 'water' },
      { ...base, kind: 'paper', flow: 'disposed' },
      ...[true, false].flatMap((hazardous) =>
        options('handling').map((handling) => ({ ...base, kind: 'waste' as const, hazardous, handling })),
      ),
      { ...base, kind: 'tree' },
      ...options('mode').map((mode) => ({ ...base, kind: 'businessTravel' as const, mode })),
      ...options('cabin').map((cabin) => ({ ...base, kind: 'businessTravel' as const, mode: 'flight', cabin })),
    ];
    const ids = new Set(rows.flatMap((row) => methodFor(row, 'AR5').lines.flatMap((l) => l.factors)));
    expect(ids.size).toBeGreaterThan(40);
    expect([...ids].filter((id) => factorName(id).key === 'factor_other')).toEqual([]);
  });
});
