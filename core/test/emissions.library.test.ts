import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { calculateEmissions } from '../src/calc/emissions/calculation';
import type { ActivityRow, CalculationSettings } from '../src/calc/emissions/model';
import { gapsOf, lineLineage, presentEmissions } from '../src/calc/emissions/present';
import { referenceData } from '../src/domain/catalogues/data';

/**
 * The factors added to core/data at work, each worked by hand and asserted exactly —
 * the presented value is the double nearest the exact result, which is what a quotient of two
 * exact integers (or a decimal literal) gives in JavaScript too.
 */
const ports = referencePorts(referenceData());
const only = (month: number, q: string) => Array.from({ length: 12 }, (_, m) => (m === month ? q : ''));
const base = { locationId: 'hq', auditId: 'audit-1', months: only(0, '100') };
const run = (rows: ActivityRow[], settings: Partial<CalculationSettings> = {}) =>
  presentEmissions(calculateEmissions(rows, { year: 2025, gwpSet: 'AR5', ...settings }, ports));

const dieselVan: ActivityRow = {
  ...base,
  rowId: 'van',
  kind: 'vehicle',
  fuel: 'diesel',
  vehicleType: 'private-van',
  unit: 'L',
};
const lpg = (unit: string, q = '100'): ActivityRow => ({
  ...base,
  rowId: `lpg-${unit}`,
  kind: 'fuel',
  fuel: 'lpg',
  unit,
  months: only(0, q),
});

describe('LPG: one row in kg gives its GHG, energy and air pollutants together', () => {
  it('100 kg: Scope 1, A2.1 and A1.1 from the same row', () => {
    const r = run([lpg('kg')]);
    // GHG: 100 kg × 3.0171 kgCO2e/kg = 301.71 kgCO2e = 0.30171 tCO2e
    expect(r.scopes.scope1).toMatchObject({ value: 0.30171, complete: true });
    // Energy: 100 kg × 47.3 MJ/kg (IPCC net calorific value) = 4,730 MJ = 4,730 / 3,600 MWh
    expect(r.provisions['A2.1']!.lpg).toMatchObject({ value: 4730 / 3600, complete: true });
    // NOx: 100 kg × 46 MJ/kg (HKEX App. 2's "unit" is a kg) × 4.02 kg / 10⁶ MJ = 0.018492 kg
    expect(r.provisions['A1.1']!.nox).toMatchObject({ value: 0.018492, complete: true });
    // SOx: 100 × 46 × 0.02 / 10⁶ = 0.000092 kg
    expect(r.provisions['A1.1']!.sox).toMatchObject({ value: 0.000092, complete: true });
    expect(r.gaps).toEqual([]);
  });

  it('a row in LPG billing units reads each unit as 1 kg, and its lineage says so', () => {
    const units = run([lpg('lpg-unit')]);
    const kg = run([lpg('kg')]);
    expect(units.scopes).toEqual(kg.scopes);
    expect(units.provisions['A1.1']).toEqual(kg.provisions['A1.1']);
    expect(units.provisions['A2.1']!.lpg!.value).toBe(4730 / 3600);
    const ghg = units.lines.find((l) => units.specs[l.spec]!.measure === 'ghg')!;
    expect(lineLineage(units, ghg).notes).toEqual(['LPG billing unit read as 1 kg (HKEX App. 2)']);
  });

  it('0.1 t is the same 100 kg', () => {
    expect(run([lpg('t', '0.1')]).scopes.scope1.value).toBe(0.30171);
  });
});

describe('energy (A2.1) of fuels and vehicles from the energy-content rows', () => {
  it('stationary diesel per litre, kerosene through its density, charcoal per kg', () => {
    const r = run([
      { ...base, rowId: 'gen', kind: 'fuel', fuel: 'diesel', unit: 'L', months: only(2, '160') },
      { ...base, rowId: 'ker', kind: 'fuel', fuel: 'kerosene', unit: 'L' },
      { ...base, rowId: 'coal', kind: 'fuel', fuel: 'charcoal', unit: 'kg' },
    ]);
    // Diesel: 160 L × 35.74 MJ/L = 5,718.4 MJ = 57,184 / 36,000 MWh
    expect(r.provisions['A2.1']!.diesel!.value).toBe(57184 / 36000);
    // Kerosene: 100 L × 0.80 kg/L × 43.8 MJ/kg = 3,504 MJ = 3,504 / 3,600 MWh
    expect(r.provisions['A2.1']!.kerosene!.value).toBe(3504 / 3600);
    // Charcoal: 100 kg × 29.5 MJ/kg = 2,950 MJ = 2,950 / 3,600 MWh
    expect(r.provisions['A2.1']!.charcoal!.value).toBe(2950 / 3600);
    // Scope 1: 160 × 2.6167 + 100 × 2.4317 + 100 × 3.1318 = 418.672 + 243.17 + 313.18 = 975.022 kg
    expect(r.scopes.scope1.value).toBe(0.975022);
    expect(r.provisions['A2.1']!.total!.complete).toBe(true);
  });

  it('a petrol car through the density of petrol, a diesel van per litre', () => {
    const car: ActivityRow = {
      ...base,
      rowId: 'car',
      kind: 'vehicle',
      fuel: 'petrol',
      vehicleType: 'passenger-car',
      unit: 'L',
    };
    const van: ActivityRow = { ...dieselVan, months: only(0, '1800') };
    const r = run([car, van]);
    // Petrol: 100 L × 0.74 kg/L × 44.3 MJ/kg = 3,278.2 MJ = 32,782 / 36,000 MWh
    expect(r.provisions['A2.1']!.petrol!.value).toBe(32782 / 36000);
    const petrol = r.lines.find((l) => l.rowId === 'car' && r.specs[l.spec]!.measure === 'energy')!;
    expect(lineLineage(r, petrol).factors.map((f) => [f.id, f.value])).toEqual([
      ['petrol-density', '0.74'],
      ['petrol-energy', '44.3'],
    ]);
    // Diesel: 1,800 L × 35.74 MJ/L = 64,332 MJ = 17.87 MWh
    expect(r.provisions['A2.1']!.diesel!.value).toBe(17.87);
    // Scope 1: 100 × 2.6687 + 1,800 × 2.7541 = 266.87 + 4,957.38 = 5,224.25 kg
    expect(r.scopes.scope1.value).toBe(5.22425);
  });

  it('an LPG vehicle in litres still lacks a density: named, never zero', () => {
    const bus: ActivityRow = {
      ...base,
      rowId: 'bus',
      kind: 'vehicle',
      fuel: 'lpg',
      vehicleType: 'van-bus-car',
      unit: 'L',
    };
    const r = run([bus]);
    expect(gapsOf(r, r.provisions['A2.1']!.total!)).toMatchObject([
      { kind: 'missing-factor', factorId: 'lpg-density' },
    ]);
    // Scope 1 needs no density: 100 L × 1.6859 = 168.59 kg
    expect(r.scopes.scope1).toMatchObject({ value: 0.16859, complete: true });
  });
});

describe('refrigerant blends, flights and trees', () => {
  const ac: ActivityRow = {
    ...base,
    rowId: 'ac',
    kind: 'refrigerant',
    gas: 'R-410A',
    unit: 'kg',
    months: only(6, '3.5'),
  };

  it('R-410A under AR5 and AR6', () => {
    // AR5: 3.5 kg × 1,924 = 6,734 kg; AR6: 3.5 kg × 2,256 = 7,896 kg
    expect(run([ac]).scopes.scope1).toMatchObject({ value: 6.734, complete: true });
    expect(run([ac], { gwpSet: 'AR6' }).scopes.scope1.value).toBe(7.896);
    const r404: ActivityRow = { ...ac, rowId: 'cold', gas: 'R-404A', months: only(0, '2') };
    // R-404A AR5: 2 kg × 3,943 = 7,886 kg
    expect(run([r404]).scopes.scope1.value).toBe(7.886);
  });

  it('flights per passenger-km with radiative forcing (DESNZ 2025), Scope 3 category 6', () => {
    const economy: ActivityRow = {
      ...base,
      rowId: 'f1',
      kind: 'businessTravel',
      mode: 'flight',
      cabin: 'economy',
      unit: 'pkm',
      months: only(1, '10000'),
    };
    const business: ActivityRow = { ...economy, rowId: 'f2', cabin: 'business', months: only(1, '2500') };
    const r = run([economy, business]);
    // 10,000 pkm × 0.10916 = 1,091.6 kg; 2,500 pkm × 0.31656 = 791.4 kg; together 1,883 kg
    expect(r.provisions['D-MT-GHG3']!['category-6']).toMatchObject({ value: 1.883, complete: true });
    // 2024 has no DESNZ 2025 factor: a later year's factor is never projected backwards.
    expect(run([economy], { year: 2024 }).scopes.scope3.complete).toBe(false);
  });

  it('trees remove 23 kg each for every year they stand, planted this year or earlier', () => {
    const planted: ActivityRow = { ...base, rowId: 't25', kind: 'tree', unit: 'pcs', months: only(3, '30') };
    const standing: ActivityRow = {
      ...base,
      rowId: 't24@2024-12-31',
      kind: 'tree',
      standingSince: '2024-12-31',
      unit: 'pcs',
      months: only(0, '28'),
    };
    // This year's 30 trees: 30 × 23 = 690 kg; with last year's 28 still standing: 58 × 23 = 1,334 kg
    expect(run([planted]).scopes.removals).toMatchObject({ value: 0.69, complete: true });
    const both = run([planted, standing]);
    expect(both.scopes.removals.value).toBe(1.334);
    const line = both.lines.find((l) => l.rowId === 't24@2024-12-31')!;
    expect(lineLineage(both, line).notes).toEqual([
      'tree-removal: factor covers CO2 only; counted as CO2e; factor is per year: applied once for each reporting year',
    ]);
  });
});

describe('what a page needs to explain a gap', () => {
  it('names the rows each gap stops, and the factors used as proxies with the rows that used them', () => {
    const van = dieselVan;
    const grid: ActivityRow = { ...base, rowId: 'grid', kind: 'electricity', supplier: 'clp', unit: 'kWh' };
    const idle: ActivityRow = { ...van, rowId: 'idle', months: only(0, '') };
    const r = run([van, grid, idle]);
    expect(r.gaps.find((g) => g.kind === 'missing-factor' && g.factorId === 'vehicle-sox-diesel')).toMatchObject({
      rowIds: ['van'],
      kinds: ['vehicle'],
    });
    // CLP's latest factor is 2023's: FY2025 uses it as a proxy, complete and disclosed.
    expect(r.proxies).toEqual([{ factorId: 'elec-clp', validTo: 2023, rowIds: ['grid'], kinds: ['electricity'] }]);
  });
});
