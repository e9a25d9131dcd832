import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateEmissions } from '../src/calc/emissions/calculation';
import type { ActivityRow, CalculationSettings } from '../src/calc/emissions/model';
import { gapsOf, lineLineage, presentEmissions } from '../src/calc/emissions/present';

/**
 * Worked examples, each computed by hand from core/data (a copy of ../shared/data) and asserted
 * to 4 significant figures. The hand calculation sits beside each assertion.
 */
const ports = referencePorts(referenceData());
const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));
const every = (q: string) => Array<string>(12).fill(q);
const only = (month: number, q: string) => every('').map((v, m) => (m === month ? q : v));
const base = { locationId: 'hq', auditId: 'audit-1' };
const run = (rows: ActivityRow[], settings: Partial<CalculationSettings> = {}) =>
  presentEmissions(calculateEmissions(rows, { year: 2023, gwpSet: 'AR5', ...settings }, ports));

const clp: ActivityRow = {
  ...base,
  rowId: 'clp',
  kind: 'electricity',
  supplier: 'clp',
  unit: 'kWh',
  months: every('10500'),
};
const car: ActivityRow = {
  ...base,
  rowId: 'car',
  kind: 'vehicle',
  fuel: 'diesel',
  vehicleType: 'passenger-car',
  unit: 'L',
  months: every('150'),
};
const towngas: ActivityRow = {
  ...base,
  rowId: 'gas',
  kind: 'towngas',
  unit: 'towngas-unit',
  months: [...Array<string>(10).fill('100'), '', ''],
};
const topUp: ActivityRow = {
  ...base,
  rowId: 'ac',
  kind: 'refrigerant',
  gas: 'HFC-134a',
  unit: 'kg',
  months: only(6, '5'),
};
const paper: ActivityRow = { ...base, rowId: 'paper', kind: 'paper', unit: 'kg', months: only(11, '250') };

describe('worked examples from the Hong Kong reference data', () => {
  it('a CLP account for 2023: kWh × 0.39', () => {
    const r = run([clp]);
    // 12 × 10,500 kWh = 126,000 kWh; × 0.39 kgCO2e/kWh = 49,140 kgCO2e = 49.14 tCO2e (Scope 2)
    expect(sig4(r.scopes.scope2.value)).toBe(49.14);
    expect(sig4(r.provisions['D-MT-GHG2']!.total!.value)).toBe(49.14);
    expect(r.scopes.scope1.value).toBe(0);
    // A2.1: 126,000 kWh = 126.0 MWh of electricity
    expect(sig4(r.provisions['A2.1']!.electricity!.value)).toBe(126);
    const line = r.lines.find((l) => r.specs[l.spec]!.measure === 'ghg')!;
    expect(lineLineage(r, line).factors).toMatchObject([
      { id: 'elec-clp', value: '0.39', unit: 'kgCO2e/kWh', proxy: false },
    ]);
    expect(lineLineage(r, line).conversions).toMatchObject([{ from: 'kgCO2e', to: 'tCO2e', factor: '0.001' }]);
    expect(lineLineage(r, line).auditId).toBe('audit-1');
    expect(r.complete).toBe(true);
  });

  it('a diesel passenger car: litres × 2.6460, with its missing NOx factor named', () => {
    const r = run([car]);
    // 12 × 150 L = 1,800 L; × 2.6460 kgCO2e/L = 4,762.8 kgCO2e = 4.763 tCO2e (Scope 1)
    expect(sig4(r.scopes.scope1.value)).toBe(4.763);
    expect(r.scopes.scope1.complete).toBe(true);
    // HKEX asks for vehicle NOx (A1.1); the library has no factor yet: incomplete, not zero.
    const nox = r.provisions['A1.1']!.nox!;
    expect(nox.complete).toBe(false);
    expect(gapsOf(r, nox).map((g) => g.kind === 'missing-factor' && g.factorId)).toContain(
      'vehicle-nox-diesel-passenger-car',
    );
    // A2.1 from diesel's energy content: 1,800 L × 35.74 MJ/L = 64,332 MJ = 17.87 MWh
    expect(r.provisions['A2.1']!.total).toMatchObject({ value: 17.87, complete: true });
  });

  it('Towngas counts in both Scope 1 (combustion) and Scope 2 (upstream production)', () => {
    const r = run([towngas]);
    // 10 × 100 units = 1,000 units. Scope 1: × 2.5529 kgCO2e/unit = 2,552.9 kg = 2.553 t
    expect(sig4(r.scopes.scope1.value)).toBe(2.553);
    // Scope 2: × 0.588 kgCO2e/unit (2021, the latest year before 2023: proxy) = 588 kg = 0.5880 t
    expect(sig4(r.scopes.scope2.value)).toBe(0.588);
    // The resource in total: 2,552.9 + 588 = 3,140.9 kg = 3.141 t
    expect(sig4(r.byResource.towngas!.total.value)).toBe(3.141);
    const upstream = r.lines.find((l) => r.specs[l.spec]!.scope === 2)!;
    expect(lineLineage(r, upstream).factors).toMatchObject([{ id: 'towngas-purchased', proxy: true, validTo: 2021 }]);
    // Entered on the fuels page as a stationary fuel, it is the same method.
    const asFuel = run([{ ...towngas, kind: 'fuel', fuel: 'towngas' }]);
    expect(asFuel.scopes).toEqual(r.scopes);
    // A2.1: 1,000 units × 48 MJ/unit = 48,000 MJ ÷ 3,600 MJ/MWh = 13.33 MWh
    expect(sig4(r.provisions['A2.1']!.towngas!.value)).toBe(13.33);
  });

  it('NOx and SOx from Towngas: units × MJ/unit × factor ÷ 10⁶', () => {
    const r = run([towngas]);
    // NOx: 1,000 units × 48 MJ/unit × 4.02 kg / 10⁶ MJ = 0.19296 kg
    expect(sig4(r.provisions['A1.1']!.nox!.value)).toBe(0.193);
    // SOx: 1,000 × 48 × 0.02 / 10⁶ = 0.00096 kg
    expect(sig4(r.provisions['A1.1']!.sox!.value)).toBe(0.00096);
    const nox = r.lines.find((l) => r.specs[l.spec]!.measure === 'nox')!;
    expect(lineLineage(r, nox).factors.map((f) => f.id)).toEqual(['towngas-energy', 'nox-gaseous-fuel']);
  });

  it('a refrigerant top-up under two GWP sets: HFC-134a AR4 1430 vs AR5 1300', () => {
    // AR4: 5 kg × 1,430 = 7,150 kgCO2e = 7.150 t; AR5: 5 kg × 1,300 = 6,500 kgCO2e = 6.500 t
    const ar4 = run([topUp], { gwpSet: 'AR4' });
    const ar5 = run([topUp], { gwpSet: 'AR5' });
    expect(sig4(ar4.scopes.scope1.value)).toBe(7.15);
    expect(sig4(ar5.scopes.scope1.value)).toBe(6.5);
    // The top-up was in the seventh month of the financial year; the others are zero.
    expect(sig4(ar4.byMonth[6]!.scope1.value)).toBe(7.15);
    expect(ar4.byMonth[5]!.scope1.value).toBe(0);
    expect(lineLineage(ar4, ar4.lines[0]!)).toMatchObject({
      gwpSet: 'AR4',
      factors: [{ id: 'gwp-ar4-hfc-134a', value: '1430' }],
    });
    expect(ar4.gwpSet).toBe('AR4');
  });

  it('paper to landfill: kg × 4.8 in Scope 3, category 5', () => {
    const r = run([paper]);
    // 250 kg × 4.8 kgCO2e/kg = 1,200 kgCO2e = 1.200 t
    expect(sig4(r.scopes.scope3.value)).toBe(1.2);
    expect(sig4(r.provisions['D-MT-GHG3']!['category-5']!.value)).toBe(1.2);
    // Purchased paper is recorded but emits nothing here.
    expect(run([{ ...paper, flow: 'purchased' }]).scopes.scope3.value).toBe(0);
  });

  it('all of them in one year add up scope by scope', () => {
    const r = run([clp, car, towngas, topUp, paper], { gwpSet: 'AR4' });
    // Scope 1: 4.7628 (car) + 2.5529 (Towngas) + 7.150 (HFC-134a, AR4) = 14.4657 t
    expect(sig4(r.scopes.scope1.value)).toBe(14.47);
    // Scope 2: 49.140 (CLP) + 0.588 (Towngas upstream) = 49.728 t
    expect(sig4(r.scopes.scope2.value)).toBe(49.73);
    // Scope 3: 1.200 (paper); total 14.4657 + 49.728 + 1.2 = 65.3937 t
    expect(sig4(r.scopes.total.value)).toBe(65.39);
    expect(sig4(r.provisions['A1.2']!.scope1And2!.value)).toBe(64.19);
  });
});
