import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import { unitCatalogue } from '../src/domain/units/catalogue';
import type { ResourceRecord } from '../src/domain/resources/rows';
import type { ResourceType } from '../src/schemas/resources';
import { percentChange } from '../src/domain/dashboard/compare';
import { dashboardOf, type DashboardYearInput } from '../src/domain/dashboard/view';
import { dashboardSeries } from '../src/calc/dashboard/series';

const csv = referenceData();
const units = unitConverter(unitCatalogue(csv.unitFactors));
const library = factorCatalogue(csv);
const every = (q: string) => Array<string>(12).fill(q);
let n = 0;
const row = (type: ResourceType, locationId: string, unit: string, months: string[], attributes = {}) =>
  ({
    rowId: `R${++n}`,
    type,
    yearEnd: '',
    locationId,
    unit,
    months,
    attributes,
    version: 1,
    auditId: `A${n}`,
    updatedAt: '',
  }) satisfies ResourceRecord;
const own = (value: string) => ({
  supplier: 'other',
  account: 'X',
  ownFactor: { value, unit: 'kgCO2e/kWh', source: 'Supplier 2025' },
});

/** A year of two locations: HQ's electricity at an own factor and water, a shop's electricity with no factor. */
function year(
  yearEnd: string,
  kWh: string,
  options: { shopFactor?: boolean; social?: DashboardYearInput['social'] } = {},
) {
  const rows = [
    row('electricity', 'HQ', 'kWh', every(kWh), own('0.5')),
    row('water', 'HQ', 'm3', every('10')),
    row(
      'electricity',
      'SHOP',
      'kWh',
      every('100'),
      options.shopFactor ? own('1') : { supplier: 'other', factorId: 'no-such-factor' },
    ),
    row('intensity', 'HQ', 'HKD m', every('1'), { denominator: 'revenue' }),
  ].map((r) => ({ ...r, yearEnd }));
  const emissions = calculateYear({ rows, period: { financialYearEndDate: yearEnd }, library, units });
  return { yearEnd, emissions, social: options.social ?? {} } satisfies DashboardYearInput;
}

const employment = (end: string, leavers: string) => ({
  beginTotal: '100',
  endTotal: end,
  leaversTotal: leavers,
  endMale: '60',
  endFemale: String(Number(end) - 60),
  regions: [{ location: 'Head office', begin: '40', end: '50', hires: '15', leavers: '5' }],
});

describe('dashboard figures', () => {
  const y2024 = year('2024-12-31', '1000', { shopFactor: true, social: { employment: employment('100', '10') } });
  const y2025 = year('2025-12-31', '750', {
    social: {
      employment: employment('120', '22'),
      developmentTraining: { trainingHoursTotal: '1234.5' },
      healthSafety: { lostDays: '3', fatalities: '0' },
    },
  });

  it('are the emissions route’s own totals, by scope, month, location and energy type', () => {
    const d = dashboardOf(y2025, { compare: y2024 });
    const e = y2025.emissions;
    expect(d.figures['ghg.scope2']!.value).toBe(e.scopes.scope2.value);
    expect(d.figures['ghg.total']!.value).toBe(e.scopes.total.value);
    expect(d.figures['energy.total']!.value).toBe(e.provisions['A2.1']!.total!.value);
    expect(d.figures['water']!.value).toBe(e.provisions['A2.2']!.total!.value);
    expect(d.figures['water']).toMatchObject({ value: 120, unit: 'm3' });
    expect(d.byMonth!.map((m) => m.scope2.value)).toEqual(e.byMonth.map((m) => m.scope2.value));
    expect(d.locations.map((l) => [l.locationId, l.ghg.value])).toEqual([
      ['HQ', e.byLocation.HQ!.total.value],
      ['SHOP', e.byLocation.SHOP!.total.value],
    ]);
    // HQ: 750 kWh × 12 = 9 MWh; the shop's 1.2 MWh have energy but no emission factor.
    expect(d.locations.find((l) => l.locationId === 'HQ')!.energy.value).toBeCloseTo(9, 9);
    expect(d.figures['intensity.A1.2.revenue']!.unit).toContain('HKD m');
    expect(d.factorSet).toMatchObject({
      year: 2025,
      gwpSet: 'AR5',
      sources: expect.arrayContaining(['Supplier 2025']),
    });
  });

  it('mark an incomplete figure with what is missing, never a silent zero', () => {
    const d = dashboardOf(y2025);
    expect(d.figures['ghg.scope2']).toMatchObject({
      value: 4.5,
      complete: false,
      missing: [expect.objectContaining({ kind: 'missing-factor', factorId: 'no-such-factor' })],
    });
    expect(d.figures['ghg.scope1']).toMatchObject({ value: 0, complete: true, missing: [] });
    const shop = d.locations.find((l) => l.locationId === 'SHOP')!;
    expect(shop.ghg).toMatchObject({ value: 0, complete: false });
    expect(shop.ghg.missing[0]!.factorId).toBe('no-such-factor');
  });

  it('compare every figure with the comparison year and give the change in %', () => {
    const d = dashboardOf(y2025, { compare: y2024, earlier: [y2024] });
    // 2024: HQ 6 t + shop 1.2 t; 2025: HQ 4.5 t (the shop stopped).
    expect(d.figures['ghg.scope2']).toMatchObject({ value: 4.5, previous: 7.2 });
    expect(d.figures['ghg.scope2']!.change).toBeCloseTo(-37.5, 9);
    expect(d.figures['workforce.total']).toMatchObject({ value: 120, previous: 100, change: 20 });
    // Turnover: 22 ÷ ((100 + 120) ÷ 2) = 20 %; 10 ÷ 100 = 10 %.
    expect(d.figures.turnover).toMatchObject({ value: 20, previous: 10, change: 100 });
    expect(d.figures.trainingHours).toMatchObject({ value: 1234.5, previous: null, change: null });
    expect(d.years.map((y) => [y.yearEnd, y.scope2.value])).toEqual([
      ['2024-12-31', 7.2],
      ['2025-12-31', 4.5],
    ]);
    expect(d.compareYearEnd).toBe('2024-12-31');
  });

  it('filter to one location: its totals, months, energy and water, its headcount; intensity stays company-wide', () => {
    const d = dashboardOf(y2025, { compare: y2024, location: 'HQ', locationNames: { HQ: 'Head office' } });
    expect(d.location).toBe('HQ');
    expect(d.figures['ghg.scope2']).toMatchObject({ value: 4.5, previous: 6, complete: true, missing: [] });
    expect(d.figures['energy.total']!.value).toBeCloseTo(9, 9);
    expect(d.figures.water!.value).toBe(120);
    expect(d.figures['workforce.total']).toMatchObject({ value: 50 });
    expect(d.figures['workforce.Male']).toBeUndefined();
    expect(d.figures.turnover!.value).toBe(11.1);
    expect(d.byMonth!.map((m) => m.scope2.value)).toEqual(Array(12).fill(0.375));
    expect(d.byMonth![0]!.scope1).toMatchObject({ value: 0, complete: true });
    expect(d.figures['intensity.A1.2.revenue']).toBeUndefined();
    expect(d.companyWide).toEqual(['trainingHours', 'lostDays', 'fatalities']);
    // The breakdown stays the whole company's, so another location can be picked.
    expect(d.locations.map((l) => l.name)).toEqual(['Head office', null]);
    const shop = dashboardOf(y2025, { location: 'SHOP' });
    expect(shop.figures.water).toMatchObject({ value: null, complete: true });
    expect(shop.figures['ghg.scope2']!.complete).toBe(false);
    // The shop's months are incomplete, each naming the factor it lacks (never a silent zero).
    expect(shop.byMonth![3]!.scope2).toMatchObject({ value: 0, complete: false });
    expect(shop.byMonth![3]!.scope2.missing[0]).toMatchObject({ kind: 'missing-factor', factorId: 'no-such-factor' });
    // Figures frozen before locations' months were kept have none for one location.
    const old = { ...y2025.emissions, byLocationMonth: undefined };
    expect(dashboardOf({ ...y2025, emissions: old }, { location: 'HQ' }).byMonth).toBeNull();
  });

  it('give each location its months, which add up to the company’s months', () => {
    const company = dashboardOf(y2025).byMonth!;
    const hq = dashboardOf(y2025, { location: 'HQ' }).byMonth!;
    const shop = dashboardOf(y2025, { location: 'SHOP' }).byMonth!;
    for (let m = 0; m < 12; m++)
      for (const s of ['scope1', 'scope2', 'scope3'] as const) {
        expect(hq[m]![s].value! + shop[m]![s].value!).toBe(company[m]![s].value);
        expect(company[m]![s].complete).toBe(hq[m]![s].complete && shop[m]![s].complete);
      }
  });

  it('a year with nothing entered: no value to compare on either side, no point drawn at 0 (ADR 0069)', () => {
    const empty = (yearEnd: string) => ({
      yearEnd,
      emissions: calculateYear({ rows: [], period: { financialYearEndDate: yearEnd }, library, units }),
      social: {},
    });
    const open = dashboardOf(empty('2026-12-31'), { compare: y2025, earlier: [y2025] });
    // The open year is not entered: not −100 % of 2025's 4.5 t, and its months and bar are no 0 t.
    expect(open.figures['ghg.scope2']).toMatchObject({ notEntered: true, previous: 4.5, change: null });
    expect(open.byMonth!.every((m) => m.scope2.notEntered)).toBe(true);
    const openCharts = dashboardSeries(open);
    expect(openCharts.byMonth!.series.flatMap((s) => s.points.map((p) => p.value))).toEqual(Array(36).fill(null));
    expect(openCharts.byYear!.series.find((s) => s.key === 'scope2')!.points.map((p) => p.value)).toEqual([4.5, null]);
    // 2025 beside a comparison year with nothing entered: nothing to compare with, not 0.
    const first = dashboardOf(y2025, { compare: empty('2024-12-31') });
    expect(first.figures['ghg.scope2']).toMatchObject({ value: 4.5, previous: null, change: null });
    expect(first.figures.water).toMatchObject({ value: 120, previous: null, change: null });
  });

  it('a month nothing was entered for is not entered, company-wide and at a location: drawn as no data, not 0; a scope without activity in an entered month is 0', () => {
    const halfYear = [...every('1000').slice(0, 6), ...every('').slice(0, 6)];
    const rows = [row('electricity', 'HQ', 'kWh', halfYear, own('0.5'))].map((r) => ({ ...r, yearEnd: '2026-12-31' }));
    const emissions = calculateYear({ rows, period: { financialYearEndDate: '2026-12-31' }, library, units });
    const july = { yearEnd: '2026-12-31', emissions, social: {} };
    for (const d of [dashboardOf(july), dashboardOf(july, { location: 'HQ' })]) {
      expect(d.byMonth!.map((m) => m.scope2.notEntered === true)).toEqual([
        ...Array(6).fill(false),
        ...Array(6).fill(true),
      ]);
      const drawn = (key: string) =>
        dashboardSeries(d)
          .byMonth!.series.find((s) => s.key === key)!
          .points.map((p) => p.value);
      expect(drawn('scope2')).toEqual([...Array(6).fill(0.5), ...Array(6).fill(null)]);
      // No Scope 1 activity in a month something was entered for is a real 0, not "no data".
      expect(drawn('scope1')).toEqual([...Array(6).fill(0), ...Array(6).fill(null)]);
    }
  });

  it('list locations in the boundary’s order and energy types in their own, whatever order the rows were read in', () => {
    const rows = [
      row('fuel', 'SHOP', 'towngas-unit', every('10'), { fuel: 'towngas', equipment: 'Pantry' }),
      row('electricity', 'HQ', 'kWh', every('100'), own('0.5')),
      row('fuel', 'SHOP', 'L', every('5'), { fuel: 'diesel', equipment: 'Generator' }),
    ].map((r) => ({ ...r, yearEnd: '2025-12-31' }));
    // The calculation reads rows by id (a ULID, so the order a company's rows were added in): both orders here.
    const reversed = rows.map((r, i) => ({ ...r, rowId: `R${rows.length - i}` }));
    for (const read of [rows, reversed]) {
      const emissions = calculateYear({ rows: read, period: { financialYearEndDate: '2025-12-31' }, library, units });
      const d = dashboardOf(
        { yearEnd: '2025-12-31', emissions, social: {} },
        { locationNames: { HQ: 'Head office', SHOP: 'Causeway Bay shop' } },
      );
      expect(d.locations.map((l) => l.locationId)).toEqual(['HQ', 'SHOP']);
      expect(d.energyTypes).toEqual(['electricity', 'towngas', 'diesel']);
      expect(Object.keys(emissions.provisions['A2.1'] ?? {})).toEqual(['total', 'electricity', 'towngas', 'diesel']);
    }
  });

  it('percent change: none from zero or from nothing', () => {
    expect(percentChange(110, 100)).toBeCloseTo(10, 9);
    expect(percentChange(-5, -10)).toBeCloseTo(50, 9);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
    expect(percentChange(3, null)).toBeNull();
  });
});
