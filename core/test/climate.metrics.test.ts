import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { factorCatalogue } from '../src/domain/factors/seed';
import { unitCatalogue } from '../src/domain/units/catalogue';
import { yearCalculation } from '../src/domain/emissions/calculate';
import type { ResourceRecord } from '../src/domain/resources/rows';
import type { ResourceType } from '../src/schemas/resources';
import { scope3ByCategory, scope3Lines, targetProgress, targetViews } from '../src/domain/climate/metrics';
import { parseDecimal } from '../src/lib/rational';

const csv = referenceData();
const units = unitConverter(unitCatalogue(csv.unitFactors));
const library = factorCatalogue(csv);
const every = (q: string) => Array<string>(12).fill(q);
let n = 0;
const record = (
  type: ResourceType,
  unit: string,
  months: string[],
  attributes: Record<string, unknown>,
  yearEnd: string,
) =>
  ({
    rowId: `R${++n}`,
    type,
    yearEnd,
    locationId: 'HQ',
    unit,
    months,
    attributes,
    version: 1,
    auditId: `A${n}`,
    updatedAt: '',
  }) satisfies ResourceRecord;

/** Electricity at a supplier's own factor of 0.5 kgCO2e/kWh, and revenue, as stored rows of one year. */
const year = (yearEnd: string, kWhPerMonth: string, revenuePerMonth: string) =>
  yearCalculation({
    rows: [
      record(
        'electricity',
        'kWh',
        every(kWhPerMonth),
        {
          supplier: 'other',
          account: 'X',
          ownFactor: { value: '0.5', unit: 'kgCO2e/kWh', source: 'Supplier 2025' },
        },
        yearEnd,
      ),
      record('intensity', 'HKD m', every(revenuePerMonth), { denominator: 'revenue' }, yearEnd),
    ],
    period: { financialYearEndDate: yearEnd },
    library,
    units,
  });

// Base year 2024: 12,000 kWh × 0.5 = 6 tCO2e over HKD 30 m = 0.2 t per HKD m.
// This year 2025: 9,000 kWh × 0.5 = 4.5 tCO2e over HKD 36 m = 0.125 t per HKD m.
const base = year('2024-12-31', '1000', '2.5');
const current = year('2025-12-31', '750', '3');
const target = (over: Record<string, string>) => ({
  metric: 'scope1And2',
  basis: 'absolute',
  denominator: '',
  baseYear: '2024',
  baseValue: '',
  targetYear: '2030',
  targetValue: '3',
  grossNet: 'gross',
  ...over,
});

describe('climate target progress from stored emissions (D-MT-TGT)', () => {
  it('computes absolute and intensity progress from the base year and this year, exactly', () => {
    const views = targetViews(
      [
        target({}),
        target({ metric: 'scope2', targetValue: '1.5' }),
        target({ basis: 'intensity', denominator: 'revenue', targetValue: '0.1' }),
      ],
      current,
      new Map([['2024', base]]),
    );
    // (6 − 4.5) ÷ (6 − 3) = 50 %; (6 − 4.5) ÷ (6 − 1.5) = 33.33 %; (0.2 − 0.125) ÷ (0.2 − 0.1) = 75 %.
    expect(views.map((v) => [v.baseValue, v.baseFrom, v.currentValue, v.progress])).toEqual([
      ['6', 'data', '4.5', '50'],
      ['6', 'data', '4.5', '33.33'],
      ['0.2', 'data', '0.125', '75'],
    ]);
  });

  it('falls back to the typed base value when the base year is not in the product, and calculates nothing for other metrics', () => {
    const views = targetViews(
      [target({ baseYear: '2019', baseValue: '9' }), target({ metric: 'other', baseValue: '9' })],
      current,
      new Map([['2024', base]]),
    );
    // (9 − 4.5) ÷ (9 − 3) = 75 %.
    expect(views.map((v) => [v.baseValue, v.baseFrom, v.progress])).toEqual([
      ['9', 'typed', '75'],
      ['9', 'typed', null],
    ]);
  });

  it('rounds only at the end and gives no progress when the base is the target', () => {
    const r = (s: string) => parseDecimal(s)!;
    expect(targetProgress(r('10'), r('7'), r('1'))).toBe('33.33');
    expect(targetProgress(r('10'), r('12'), r('5'))).toBe('-40');
    expect(targetProgress(r('3'), r('2'), r('3'))).toBeUndefined();
  });
});

describe('Scope 3 by GHG Protocol category (D-MT-GHG3)', () => {
  const withScope3 = yearCalculation({
    rows: [
      record('water', 'm3', every('100'), {}, '2025-12-31'),
      record('waste', 'kg', every('10'), { hazardous: false, handling: 'landfill' }, '2025-12-31'),
    ],
    period: { financialYearEndDate: '2025-12-31' },
    library,
    units,
  });

  it('maps purchased water to category 1 and waste to category 5 from the stored rows', () => {
    const lines = scope3Lines(scope3ByCategory(withScope3), []);
    // 1,200 m3 × 0.428 kg = 0.5136 t; 120 kg × 1.5 kg/kg = 0.18 t.
    expect(lines.filter((l) => l.state === 'reported').map((l) => [l.category, l.tCO2e, l.sources])).toEqual([
      [1, '0.5136', ['water', 'paper']],
      [5, '0.18', ['waste', 'paper']],
    ]);
    expect(lines.find((l) => l.category === 6)).toMatchObject({ state: 'missing', sources: ['businessTravel'] });
  });

  it('needs an explanation for each category without data: explained with a reason, else missing', () => {
    const lines = scope3Lines(scope3ByCategory(withScope3), [
      { category: '11', reason: 'We sell services, not products.' },
      { category: '12', reason: '  ' },
    ]);
    expect(lines).toHaveLength(15);
    expect(lines.find((l) => l.category === 11)).toMatchObject({
      state: 'explained',
      reason: 'We sell services, not products.',
    });
    expect(lines.find((l) => l.category === 12)).toMatchObject({ state: 'missing' });
    expect(lines.filter((l) => l.state === 'missing')).toHaveLength(12);
  });
});
