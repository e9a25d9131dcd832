import { describe, expect, it } from 'vitest';
import { ConversionGraph } from '../../calc/units';
import { referenceData } from '../catalogues/data';
import { unitCatalogue } from '../units/catalogue';
import type { UnitView, ConversionView } from '../../schemas/units';
import type { ResourceRecord } from './rows';
import { pageTotals, totalUnits } from './pageTotals';

const seed = unitCatalogue(referenceData().unitFactors);
const graph = new ConversionGraph(seed.units as UnitView[], seed.conversions as ConversionView[]);
let n = 0;
const row = (unit: string, month: string, attributes: Record<string, unknown> = {}): ResourceRecord => ({
  rowId: `R${++n}`,
  type: 'electricity',
  yearEnd: '2025-12-31',
  locationId: 'HQ',
  unit,
  months: Array<string>(12).fill(month),
  attributes,
  version: 1,
  auditId: 'A',
  updatedAt: '',
});

describe('a page’s totals', () => {
  it('add rows in kWh and MWh into one total, in the unit most rows are in, exactly', () => {
    const rows = [row('kWh', '13475'), row('MWh', '10.5'), row('kWh', '0.25')];
    expect(totalUnits(rows, graph).get('energy')).toBe('kWh');
    // 161,700 + 126,000 + 3 kWh.
    expect(pageTotals(rows, graph)).toEqual([{ unit: 'kWh', value: '287703' }]);
  });

  it('keep a total per kind of quantity, and last year’s in this year’s unit', () => {
    const rows = [row('kWh', '1000'), row('m3', '10')];
    expect(pageTotals(rows, graph)).toEqual([
      { unit: 'kWh', value: '12000' },
      { unit: 'm3', value: '120' },
    ]);
    const lastYear = [row('MWh', '1')];
    expect(pageTotals(lastYear, graph, totalUnits(rows, graph))).toEqual([{ unit: 'kWh', value: '12000' }]);
  });

  it('keep a unit the catalogue cannot convert apart', () => {
    expect(pageTotals([row('kWh', '1'), row('no-such-unit', '2')], graph)).toEqual([
      { unit: 'kWh', value: '12' },
      { unit: 'no-such-unit', value: '24' },
    ]);
  });
});
