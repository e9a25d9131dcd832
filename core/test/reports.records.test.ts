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
  it('prints each row of the climate risk register as a two-column record with every answered column', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const blocks = pageBlocks(climateRisks, { register }, { lang, locations: new Map() }).filter(
        (b) =>
          b.kind === 'table' &&
          b.rows.some(
            (r) =>
              r.includes('Typhoons flood the Kwun Tong warehouse') ||
              r.includes('Rooftop solar at the Tsuen Wan depot'),
          ),
      );
      expect(blocks).toHaveLength(2);
      for (const b of blocks) {
        if (b.kind !== 'table') throw new Error('a table');
        expect(b.head).toHaveLength(2);
        for (const row of b.rows) expect(row).toHaveLength(2);
      }
      const [first, second] = blocks as Extract<(typeof blocks)[number], { kind: 'table' }>[];
      expect(first!.caption).not.toBe('');
      expect(second!.caption).toBe('');
      const text = JSON.stringify(blocks);
      for (const value of ['Stock damage and two days of closure a year', 'Flood barriers and raised racking by 2027'])
        expect(text).toContain(value);
      // The financial effects are printed, in the report's number format.
      expect(text).toMatch(/1,250,000/);
      expect(text).toMatch(/-300,000|−300,000/);
    }
  });
});
