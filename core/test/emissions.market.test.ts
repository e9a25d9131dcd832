import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateEmissions } from '../src/calc/emissions/calculation';
import type { ActivityRow, Instrument } from '../src/calc/emissions/model';
import { presentEmissions } from '../src/calc/emissions/present';

/** Market-based Scope 2 (ADR 0090), worked by hand from core/data: CLP's 2023 factor is 0.39 kgCO2e/kWh. */
const ports = referencePorts(referenceData());
const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));
const run = (rows: ActivityRow[]) => presentEmissions(calculateEmissions(rows, { year: 2023, gwpSet: 'AR5' }, ports));
const clp = (rowId: string, kwh: string, instruments?: Instrument[]): ActivityRow => ({
  rowId,
  locationId: 'hq',
  auditId: 'a',
  kind: 'electricity',
  supplier: 'clp',
  unit: 'kWh',
  months: Array<string>(12).fill(kwh),
  ...(instruments ? { instruments } : {}),
});
const rec = (mwh: string, value = '0', unit = 'kgCO2e/kWh'): Instrument => ({
  kind: 'certificate',
  mwh,
  rate: { value, unit },
  vintage: 2023,
  reference: 'CLP RE certificates',
});

describe('market-based Scope 2 from contractual instruments', () => {
  it('without instruments equals location-based', () => {
    const r = run([clp('a', '10500')]);
    expect(r.provisions['D-MT-GHG2']!.marketBased!.value).toBe(r.provisions['D-MT-GHG2']!.total!.value);
    expect(r.instruments).toEqual([]);
  });

  it('counts covered MWh at the instrument’s rate and the rest at the grid factor', () => {
    // 12 × 10,500 kWh = 126 MWh; location-based 126 × 0.39 = 49.14 t.
    // 50 MWh of certificates at 0 + 20 MWh of green tariff at 100 kgCO2e/MWh (0.1 t/MWh) = 2 t;
    // the other 56 MWh at 0.39 = 21.84 t; market-based 23.84 t.
    const r = run([clp('a', '10500', [rec('50'), { ...rec('20', '100', 'kgCO2e/MWh'), kind: 'greenTariff' }])]);
    expect(sig4(r.provisions['D-MT-GHG2']!.total!.value)).toBe(49.14);
    expect(sig4(r.provisions['D-MT-GHG2']!.marketBased!.value)).toBe(23.84);
    expect(sig4(r.scopes.scope2.value)).toBe(49.14); // location-based everywhere else, unchanged
    expect(r.instruments!.map((i) => [i.kind, i.mwh, i.perMwh, i.rowId])).toEqual([
      ['certificate', '50', 0, 'a'],
      ['greenTariff', '20', 0.1, 'a'],
    ]);
  });

  it('an instrument covers only its own row: another row stays at the grid factor', () => {
    // Row b: 12 × 1,000 kWh = 12 MWh × 0.39 = 4.68 t, no instrument. Row a fully covered at 0.
    const r = run([clp('a', '10500', [rec('126')]), clp('b', '1000')]);
    expect(sig4(r.provisions['D-MT-GHG2']!.total!.value)).toBe(53.82);
    expect(sig4(r.provisions['D-MT-GHG2']!.marketBased!.value)).toBe(4.68);
  });

  it('never counts more than the row consumed (a row edited down after its instruments)', () => {
    const r = run([clp('a', '10500', [rec('100'), rec('100')])]);
    expect(r.provisions['D-MT-GHG2']!.marketBased!.value).toBe(0);
  });
});
