import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../src/calc/emissions/present';
import { partDMetrics } from '../src/domain/reports/partD';
import { a2Tables } from '../src/domain/reports/environmental';

const f = (value: number, unit = 'tCO2e'): FigureJson => ({ value, unit, complete: true, gaps: [], select: [] });
const json = {
  provisions: {
    'D-MT-GHG1': { total: f(14.55) },
    'D-MT-GHG2': { total: f(287.46), marketBased: f(216.5) },
    'A2.1': { electricity: f(458.8, 'MWh') },
  },
  intensities: {},
  scopes: {},
  lines: [{}],
  gaps: [],
  instruments: [{ kind: 'certificate', reference: 'HK Electric RECs', vintage: 2025, mwh: '100', perMwh: 0 }],
} as unknown as EmissionsJson;

/**
 * ADR 0075: a unit reads one way across an edition. The Chinese editions print MWh in the energy table (A2.1); Part D's
 * contractual instruments, their sentence and their table, print the same symbols, not 兆瓦時 beside a typed "1 MWh".
 */
describe('Part D’s contractual instruments in the Chinese editions', () => {
  it.each(['hk', 'cn'] as const)('%s: MWh and kgCO₂e/kWh, as the energy table and the appendix print them', (lang) => {
    const y = { lang, thisYear: { label: '2025', json } };
    const blocks = partDMetrics(y, undefined);
    const table = blocks.find((b) => b.kind === 'table' && b.head.some((h) => h.includes('kWh')));
    expect(table?.kind === 'table' && table.head.slice(3)).toEqual([
      lang === 'hk' ? '涵蓋電量（MWh）' : '涵盖电量（MWh）',
      '排放率（kgCO₂e/kWh）',
    ]);
    expect(JSON.stringify(blocks)).toContain('100 MWh');
    expect(JSON.stringify(blocks)).not.toMatch(/兆瓦|千瓦|千克二氧化碳/);
    expect(JSON.stringify(a2Tables(y))).toContain('"MWh"');
  });
});
