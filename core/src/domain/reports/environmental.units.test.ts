import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../../calc/emissions/present';
import type { Language } from '../../schemas/common';
import { a1Tables, a2Tables } from './environmental';

/**
 * ADR 0075 amended (one rule for every row): the rows of one table compare — a quantity below 1 t reads in kilograms as
 * its intensities beside it read kilograms or grams, never 0.01200 t among 95.24 g/HKD m. Acme FY2025's waste, as
 * GET /api/emissions gives it.
 */
const f = (value: number, unit: string): FigureJson => ({ value, unit, complete: true, gaps: [], select: [] });
const year = (hazardous: number) =>
  ({
    provisions: { 'A1.3': { total: f(hazardous, 't') }, 'A1.4': { total: f(19.8, 't') } },
    intensities: {
      'A1.3': {
        revenue: f(0.00009523809523809524, 't/HKD m'),
        floorArea: f(0.0000026905829596412554, 't/m2'),
        headcount: f(0.0000967741935483871, 't/persons'),
      },
      'A1.4': {
        revenue: f(0.15714285714285714, 't/HKD m'),
        floorArea: f(0.004439461883408072, 't/m2'),
        headcount: f(0.1596774193548387, 't/persons'),
      },
    },
    scopes: {},
    lines: [{}],
    gaps: [],
  }) as unknown as EmissionsJson;
const waste = (lang: Language) => {
  const blocks = a1Tables({ lang, thisYear: { label: 'FY2025', json: year(0.012) } });
  const table = blocks.find((b) => b.kind === 'table');
  return table?.kind === 'table' ? table.rows : [];
};

describe('the waste table’s rows in units a reader can compare', () => {
  it('prints hazardous waste of 0.012 t as 12.00 kg beside its intensities in grams, non-hazardous in tonnes and kg', () => {
    expect(waste('en').map((r) => r.slice(1))).toEqual([
      ['kg', '12.00'],
      ['g/HKD m', '95.24'],
      ['g/m²', '2.691'],
      ['g/employee', '96.77'],
      ['t', '19.80'],
      ['kg/HKD m', '157.1'],
      ['kg/m²', '4.439'],
      ['kg/employee', '159.7'],
    ]);
  });

  it('reads every figure of the table as 1 or more of its unit, four significant digits, in en, hk and cn', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const figures = waste(lang).map((r) => r[2]!);
      for (const figure of figures) expect(figure).toMatch(/^(?:[1-9]\d{0,2}\.\d+|[1-9]\.\d{3})$/);
      expect(figures[0]).toBe('12.00');
    }
    expect(waste('hk')[0]).toEqual(['有害廢棄物', 'kg', '12.00']);
  });
});

/** ADR 0075 amended: energy and water step down as mass does — Acme FY2025 beside FY2024, as GET /api/emissions gives them. */
const resources = (energy: number, water: number) =>
  ({
    provisions: { 'A2.1': { total: f(energy * 1000, 'MWh') }, 'A2.2': { total: f(water * 1000, 'm3') } },
    intensities: {
      'A2.1': { floorArea: f(energy, 'MWh/m2'), headcount: f(energy / 100, 'MWh/persons') },
      'A2.2': { floorArea: f(water, 'm3/m2'), headcount: f(water / 100, 'm3/persons') },
    },
    scopes: {},
    lines: [{}],
    gaps: [],
  }) as unknown as EmissionsJson;
const a2 = (lang: Language) =>
  a2Tables({
    lang,
    thisYear: { label: 'FY2025', json: resources(0.1097, 0.3605) },
    lastYear: { label: 'FY2024', json: resources(0.1031, 0.339) },
  }).flatMap((b) => (b.kind === 'table' ? [b.rows.map((r) => r.slice(1))] : []));

describe('the energy and water tables’ intensities in units a reader can read', () => {
  it('prints an energy intensity below 1 MWh in kWh and a water intensity below 1 m³ in litres, both years alike', () => {
    expect(a2('en')).toEqual([
      [
        ['MWh', '109.7', '103.1'],
        ['kWh/m²', '109.7', '103.1'],
        ['kWh/employee', '1.097', '1.031'],
      ],
      [
        ['m³', '360.5', '339.0'],
        ['L/m²', '360.5', '339.0'],
        ['L/employee', '3.605', '3.390'],
      ],
    ]);
  });

  it('names the unit in each edition', () => {
    for (const lang of ['hk', 'cn'] as const)
      expect(a2(lang).map((table) => table.map((r) => r[0]))).toEqual([
        ['MWh', 'kWh/m²', 'kWh/人'],
        ['m³', 'L/m²', 'L/人'],
      ]);
  });
});
