import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { factorCatalogue } from '../src/domain/factors/seed';
import { unitCatalogue } from '../src/domain/units/catalogue';
import { calculateYear, denominatorsOf, factorYear } from '../src/domain/emissions/calculate';
import { greatCircleKm } from '../src/domain/resources/airports';
import { lastEntered, sumDecimals, timesWhole } from '../src/lib/decimal';
import { rowTotal } from '../src/domain/resources/totals';
import { periodMonths } from '../src/lib/dates';
import { checkPage } from '../src/catalogue/check';
import { pageByKey } from '../src/pages/index';
import { ENVIRONMENTAL_RESOURCES, pagesOfGroup } from '../src/pages/index';

const ENVIRONMENTAL_PAGES = pagesOfGroup('environmental');
import { RESOURCE_TYPES } from '../src/schemas/resources';
import { activityRow, type ResourceRecord } from '../src/domain/resources/rows';
import type { ResourceType } from '../src/schemas/resources';
import { checkResourceRow } from '../src/domain/resources/validate';

const csv = referenceData();
const units = unitConverter(unitCatalogue(csv.unitFactors));
const library = factorCatalogue(csv);
const every = (q: string) => Array<string>(12).fill(q);
const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));

const electricityFactors = new Set(library.filter((f) => f.category === 'electricity').map((f) => f.id));
const ctx = (type: ResourceType) => ({
  type,
  units,
  locations: new Set(['HQ']),
  path: 'body.rows.0',
  electricityFactors,
});
const check = (type: ResourceType, row: { unit: string; months?: string[]; attributes: Record<string, unknown> }) =>
  checkResourceRow({ locationId: 'HQ', months: every('1'), ...row }, ctx(type));

let n = 0;
const record = (type: ResourceType, unit: string, months: string[], attributes: Record<string, unknown>) =>
  ({
    rowId: `R${++n}`,
    type,
    yearEnd: '2025-12-31',
    locationId: 'HQ',
    unit,
    months,
    attributes,
    version: 1,
    auditId: `A${n}`,
    updatedAt: '',
  }) satisfies ResourceRecord;

describe('decimal text, exactly', () => {
  it('sums, multiplies by whole numbers and takes the last entered month', () => {
    expect(sumDecimals(['0.1', '0.2', '', '1'])).toBe('1.3');
    expect(sumDecimals(['99999999999999999999.5', '0.5'])).toBe('100000000000000000000');
    expect(sumDecimals([])).toBe('0');
    expect(timesWhole('2.25', 9632)).toBe('21672');
    expect(timesWhole('', 5)).toBe('');
    expect(lastEntered(['1', '2', '', ''])).toBe('2');
    expect(lastEntered(every(''))).toBe('0');
  });
});

describe('flights: great-circle distance between airports', () => {
  it('Hong Kong to London and to Singapore, in whole km', () => {
    // Haversine on the 6,371 km sphere; published great-circle distances are ~9,630 km and ~2,580 km.
    expect(greatCircleKm('HKG', 'LHR')).toBeGreaterThan(9_580);
    expect(greatCircleKm('HKG', 'LHR')).toBeLessThan(9_680);
    expect(greatCircleKm('HKG', 'SIN')).toBeGreaterThan(2_540);
    expect(greatCircleKm('HKG', 'SIN')).toBeLessThan(2_620);
    expect(greatCircleKm('HKG', 'SIN')).toBe(greatCircleKm('SIN', 'HKG'));
    expect(greatCircleKm('HKG', 'XXX')).toBeUndefined();
  });
});

describe('checking a row before it is stored', () => {
  it('accepts what the calculation can read', () => {
    expect(check('electricity', { unit: 'MWh', attributes: { supplier: 'hke', account: 'A' } }).ok).toBe(true);
    expect(check('fuel', { unit: 'towngas-unit', attributes: { fuel: 'towngas' } }).ok).toBe(true);
    expect(check('intensity', { unit: 'HKD m', attributes: { denominator: 'revenue' } }).ok).toBe(true);
  });

  it("takes a library factor an electricity row names only when it is one of the library's electricity factors", () => {
    const named = (factorId: string) =>
      check('electricity', { unit: 'kWh', attributes: { supplier: 'other', account: 'A', factorId } });
    expect(electricityFactors.has('elec-prc')).toBe(true);
    expect(named('elec-prc').ok).toBe(true);
    // A typo, and a factor of the library that is not a grid's (a flight's, per passenger-km): refused at the field.
    for (const factorId of ['elec-prcc', 'travel-flight-business'])
      expect(named(factorId)).toEqual({
        ok: false,
        issues: [
          expect.objectContaining({
            path: 'body.rows.0.attributes.factorId',
            messageKey: 'unknownGridFactor',
            params: { factor: factorId },
          }),
        ],
      });
  });

  it('refuses, at the field to correct, what the calculation would refuse', () => {
    const kg = check('electricity', { unit: 'kg', attributes: { supplier: 'clp', account: 'A' } });
    expect(kg).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: 'body.rows.0.unit', code: 'incompatible-unit' })],
    });
    const charcoal = check('fuel', { unit: 'L', attributes: { fuel: 'charcoal' } });
    expect(charcoal.ok).toBe(false);
    const material = check('material', { unit: 'kWh', attributes: { material: 'Ink' } });
    expect(material).toEqual({ ok: false, issues: [expect.objectContaining({ path: 'body.rows.0.unit' })] });
    const outside = checkResourceRow(
      { locationId: 'Depot', unit: 'm3', months: every('1'), attributes: {} },
      ctx('water'),
    );
    expect(outside).toEqual({ ok: false, issues: [expect.objectContaining({ path: 'body.rows.0.locationId' })] });
    const trips = check('businessTravel', {
      unit: 'pkm',
      attributes: { mode: 'flight', origin: 'HKG', destination: 'SIN' },
    });
    expect(trips).toEqual({ ok: false, issues: [expect.objectContaining({ path: 'body.rows.0.unit' })] });
    const oneEnd = check('businessTravel', { unit: 'pcs', attributes: { mode: 'flight', origin: 'HKG' } });
    expect(oneEnd).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: 'body.rows.0.attributes.destination' })],
    });
    // A flight from an airport to itself has no distance: stored, it would add nothing to Scope 3.
    const nowhere = check('businessTravel', {
      unit: 'pcs',
      attributes: { mode: 'flight', origin: 'HKG', destination: 'HKG', cabin: 'first' },
    });
    expect(nowhere).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: 'body.rows.0.attributes.destination', messageKey: 'sameAirports' })],
    });
  });
});

describe('stored rows into the calculation', () => {
  const period = { financialYearEndDate: '2025-12-31' };

  it('maps the financial year to the calendar year holding most of its months', () => {
    expect(factorYear({ financialYearEndDate: '2025-12-31' })).toBe(2025);
    expect(factorYear({ financialYearEndDate: '2025-03-31' })).toBe(2024);
    expect(factorYear({ financialYearEndDate: '2025-06-30' })).toBe(2024);
    expect(factorYear({ financialYearEndDate: '2025-09-30' })).toBe(2025);
  });

  it("uses a supplier's own published factor for that row only, with it in the lineage", () => {
    const own = record('electricity', 'kWh', every('1000'), {
      supplier: 'other',
      account: 'X',
      ownFactor: { value: '0.6', unit: 'kgCO2e/kWh', source: 'Macau CEM 2024' },
    });
    const clp = record('electricity', 'kWh', every('1000'), { supplier: 'clp', account: 'Y' });
    const r = calculateYear({ rows: [own, clp], period, library, units });
    // own: 12,000 kWh × 0.6 = 7.2 t; CLP: 12,000 × 0.39 = 4.68 t
    expect(sig4(r.byResource.electricity!.scope2.value)).toBe(11.88);
    const line = r.lines.find((l) => l.rowId === own.rowId && r.specs[l.spec]!.measure === 'ghg')!;
    expect(r.bases[line.basis]!.factors).toMatchObject([{ value: '0.6', source: 'Macau CEM 2024' }]);
  });

  it('turns flight trips into passenger-km and leaves recorded-only rows out', () => {
    const flight = record(
      'businessTravel',
      'pcs',
      every('').map((v, m) => (m === 0 ? '3' : v)),
      {
        mode: 'flight',
        cabin: 'economy',
        origin: 'HKG',
        destination: 'SIN',
      },
    );
    const activity = activityRow(flight)!;
    const km = greatCircleKm('HKG', 'SIN')!;
    expect(activity).toMatchObject({ kind: 'businessTravel', unit: 'pkm', mode: 'flight', cabin: 'economy' });
    expect(activity.months[0]).toBe(String(3 * km));
    expect(activityRow(record('material', 'kg', every('1'), { material: 'Ink' }))).toBeUndefined();
  });

  it('takes intensity denominators from the rows: flows add up, stocks are as at the year end', () => {
    const revenue = record('intensity', 'HKD m', every('2.5'), { denominator: 'revenue' });
    const area1 = record('intensity', 'm2', [...every('1000').slice(0, 11), '1200'], { denominator: 'floorArea' });
    const area2 = record('intensity', 'm2', every('300'), { denominator: 'floorArea' });
    expect(rowTotal(revenue)).toBe('30');
    expect(rowTotal(area1)).toBe('1200');
    // Nothing entered is not zero: a row with every month blank has no total (ADR 0069).
    expect(rowTotal(record('intensity', 'm2', Array<string>(12).fill(''), { denominator: 'floorArea' }))).toBe('');
    expect(rowTotal(record('electricity', 'kWh', Array<string>(12).fill(''), { supplier: 'clp', account: 'Z' }))).toBe(
      '',
    );
    expect(denominatorsOf([revenue, area1, area2])).toEqual({
      revenue: { value: '30', unit: 'HKD m' },
      floorArea: { value: '1500', unit: 'm2' },
    });
    const clp = record('electricity', 'kWh', every('1000'), { supplier: 'clp', account: 'Y' });
    const r = calculateYear({ rows: [clp, revenue, area1, area2], period, library, units });
    // Scope 1 + 2 = 4.68 t over HKD 30 m = 0.156 t per HKD m
    expect(sig4(r.intensities['A1.2']!.revenue!.value)).toBe(0.156);
  });
});

describe('environmental pages', () => {
  it('are declared soundly, registered, and every resource type backs exactly one page', () => {
    for (const page of ENVIRONMENTAL_PAGES) {
      expect(checkPage(page), page.key).toEqual([]);
      expect(pageByKey(page.key), page.key).toBe(page);
      expect(ENVIRONMENTAL_RESOURCES[page.key], page.key).toBeDefined();
    }
    expect(Object.values(ENVIRONMENTAL_RESOURCES).flat().sort()).toEqual([...RESOURCE_TYPES].sort());
  });

  it("label the months in the financial year's order", () => {
    expect(periodMonths('2025-01-01')).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(periodMonths('2024-04-01').slice(8)).toEqual(['2024-12', '2025-01', '2025-02', '2025-03']);
  });
});
