import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../../calc/emissions/present';
import type { Language } from '../../schemas/common';
import { a1Tables } from './environmental';

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
