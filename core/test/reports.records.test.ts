import { describe, expect, it } from 'vitest';
import { climateRisks } from '../src/pages/climate/risks';
import type { TableRow } from '../src/catalogue/values';
import { pageBlocks } from '../src/domain/reports/pageBlocks';

const register: TableRow[] = [
  {
    type: 'physicalAcute',
    description: 'Typhoons flood the Kwun Tong warehouse',
    effects: 'Stock damage and two days of closure a year',
    response: 'Flood barriers and raised racking by 2027',
    financialCurrent: '1250000',
  },
  { type: 'opportunity', description: 'Rooftop solar at the Tsuen Wan depot', financialCurrent: '-300000' },
];

describe('a table wider than the page prints as records, never scaled', () => {
  it('prints each row of the climate risk register as one record, label: value, with every answered column', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const blocks = pageBlocks(climateRisks, { register }, { lang, locations: new Map() });
      // One mechanism (ADR 0074): no table of the register, one records block with a record per risk.
      expect(blocks.some((b) => b.kind === 'table' && JSON.stringify(b.rows).includes('Kwun Tong'))).toBe(false);
      const records = blocks.filter((b) => b.kind === 'records');
      expect(records).toHaveLength(1);
      const block = records[0]!;
      if (block.kind !== 'records') throw new Error('records');
      expect(block.caption).not.toBe('');
      expect(block.records).toHaveLength(2);
      for (const r of block.records) for (const field of r.fields) expect(field).toHaveLength(2);
      const text = JSON.stringify(block);
      for (const value of ['Stock damage and two days of closure a year', 'Flood barriers and raised racking by 2027'])
        expect(text).toContain(value);
      // The financial effects are printed, in the report's number format.
      expect(text).toMatch(/1,250,000/);
      expect(text).toMatch(/-300,000|−300,000/);
    }
  });
});
