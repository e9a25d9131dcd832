import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { checkRow } from '../src/calc/emissions/calculate';
import { calculateEmissions } from '../src/calc/emissions/calculation';
import { EmissionsInputError } from '../src/calc/emissions/errors';
import { parseFactorUnit } from '../src/calc/emissions/factorUnit';
import type { ActivityRow } from '../src/calc/emissions/model';
import { lineageOf } from '../src/calc/emissions/line';
import { gapsOf, presentEmissions } from '../src/calc/emissions/present';
import fc from 'fast-check';
import { readMonths } from '../src/calc/emissions/activity';
import { reduce } from '../src/calc/emissions/ledger';
import { eq, parseDecimal, rational } from '../src/lib/rational';

/** Activity in any unit of the right kind gives the same figure; the wrong kind is refused. */
const ports = referencePorts(referenceData());
const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));
const every = (q: string) => Array<string>(12).fill(q);
const only = (month: number, q: string) => every('').map((v, m) => (m === month ? q : v));
const base = { locationId: 'hq', auditId: 'a' };
const calc = (rows: ActivityRow[]) => calculateEmissions(rows, { year: 2023, gwpSet: 'AR5' }, ports);
const refusal = (rows: ActivityRow[]) => {
  try {
    calc(rows);
  } catch (e) {
    if (e instanceof EmissionsInputError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};

const electricity = (unit: string, q: string): ActivityRow => ({
  ...base,
  rowId: 'e',
  kind: 'electricity',
  supplier: 'clp',
  unit,
  months: every(q),
});
const towngas = (unit: string, q: string): ActivityRow => ({
  ...base,
  rowId: 'g',
  kind: 'towngas',
  unit,
  months: only(0, q),
});

describe('unit conversion before the factor', () => {
  it('gives the same emissions for MWh and kWh input, exactly', () => {
    const kwh = calc([electricity('kWh', '10500')]);
    const mwh = calc([electricity('MWh', '10.5')]);
    expect(eq(kwh.ghg.scope2.amount, mwh.ghg.scope2.amount)).toBe(true);
    expect(eq(kwh.ghg.scope2.amount, rational(4914n, 100n))).toBe(true); // 126,000 kWh × 0.39 = 49.14 t
    expect(lineageOf(mwh.lines[0]!).conversions[0]).toMatchObject({ from: 'MWh', to: 'kWh', factor: '1000' });
  });

  it('converts Towngas between its billing unit and MJ (1 unit = 48 MJ) and kWh', () => {
    const units = calc([towngas('towngas-unit', '1000')]);
    const mj = calc([towngas('MJ', '48000')]);
    for (const key of ['scope1', 'scope2'] as const) expect(eq(units.ghg[key].amount, mj.ghg[key].amount)).toBe(true);
    expect(eq(units.resources.pollutants.nox.amount, mj.resources.pollutants.nox.amount)).toBe(true);
    expect(lineageOf(mj.lines[0]!).conversions[0]).toMatchObject({
      from: 'MJ',
      to: 'towngas-unit',
      path: ['MJ', 'towngas-unit'],
    });
    // 4,800 kWh × 3.6 MJ/kWh = 17,280 MJ ÷ 48 MJ/unit = 360 units × 2.5529 = 919.044 kg = 0.9190 t
    expect(sig4(presentEmissions(calc([towngas('kWh', '4800')])).scopes.scope1.value)).toBe(0.919);
  });

  it('refuses a unit that measures something else, saying what the resource is measured in', () => {
    const e = refusal([electricity('kg', '100')]);
    expect(e.problem).toBe('incompatible-unit');
    expect(e.rowId).toBe('e');
    expect(e.message).toBe('Row e: kg measures mass, but electricity is measured in energy.');
    expect(refusal([{ ...base, rowId: 'w', kind: 'water', unit: 'kWh', months: every('1') }]).problem).toBe(
      'incompatible-unit',
    );
    expect(refusal([electricity('kwh', '100')]).problem).toBe('unknown-unit');
    // Saving a row runs the same checks, so a stored row never makes a calculation fail.
    expect(() => checkRow(electricity('kg', '100'), ports.units)).toThrow('electricity is measured in energy');
    const van: ActivityRow = {
      ...base,
      rowId: 'v',
      kind: 'vehicle',
      fuel: 'diesel',
      vehicleType: 'lgv',
      unit: 'L',
      months: every('1'),
    };
    expect(() => checkRow({ ...van, distance: { unit: 'L', months: every('1') } }, ports.units)).toThrow(
      'measures volume',
    );
    expect(() => checkRow(van, ports.units)).not.toThrow();
  });

  it('refuses quantities that are not digits with one decimal point, and rows without 12 months', () => {
    for (const bad of ['-5', '1,000', 'abc', '1e3', '1.2.3'])
      expect(refusal([electricity('kWh', bad)]).problem, bad).toBe('invalid-quantity');
    expect(refusal([{ ...electricity('kWh', '1'), months: ['1', '2'] }]).problem).toBe('months');
    expect(refusal([electricity('kWh', '1'), electricity('kWh', '2')]).problem).toBe('duplicate-row');
  });

  it('names the factor whose unit cannot take the quantity (LPG entered in MJ vs CO2e per kg)', () => {
    const lpg: ActivityRow = { ...base, rowId: 'l', kind: 'fuel', fuel: 'lpg', unit: 'MJ', months: only(0, '100') };
    const r = presentEmissions(calc([lpg]));
    expect(gapsOf(r, r.scopes.scope1)).toMatchObject([
      { kind: 'factor-unit', factorId: 'stationary-lpg', from: 'MJ', to: 'kg' },
    ]);
  });

  it('reads monthly quantities exactly, short or long (past 2^53), and sums them exactly', () => {
    const decimal = fc
      .tuple(fc.stringMatching(/^[0-9]{1,18}$/), fc.option(fc.stringMatching(/^[0-9]{1,10}$/), { nil: undefined }))
      .map(([int, frac]) => (frac === undefined ? int : `${int}.${frac}`));
    fc.assert(
      fc.property(fc.array(fc.oneof(decimal, fc.constant('')), { minLength: 12, maxLength: 12 }), (months) => {
        const q = readMonths('r', months);
        const exact = months.map((t) => parseDecimal(t || '0')!);
        q.values.forEach((v, m) => expect(eq(rational(BigInt(v), 10n ** BigInt(q.places)), exact[m]!)).toBe(true));
        const total = exact.reduce((a, b) => rational(a.n * b.d + b.n * a.d, a.d * b.d));
        expect(eq(rational(BigInt(q.sum), 10n ** BigInt(q.places)), total)).toBe(true);
        expect(q.active).toEqual(exact.map((r) => r.n !== 0n));
      }),
    );
  });

  it('reduces fractions exactly as rational() does', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (n, d) => {
          expect(reduce(n, d)).toEqual(rational(n, d));
        },
      ),
    );
  });

  it('reads the factor units of the reference data', () => {
    expect(parseFactorUnit('kgCO2e/kWh')).toEqual({ numerator: 'kgCO2e', denominator: 'kWh', scale: rational(1n) });
    expect(parseFactorUnit('kg per million MJ')).toEqual({
      numerator: 'kg',
      denominator: 'MJ',
      scale: rational(1n, 10n ** 6n),
    });
    expect(parseFactorUnit('MJ/unit', 'lpg-unit')?.denominator).toBe('lpg-unit');
    expect(parseFactorUnit('per kWh')).toBeUndefined();
  });
});
