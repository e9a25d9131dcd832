import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../src/catalogue/values';
import { workforceTable } from '../src/domain/reports/social';
import { figureId, TOTAL } from '../src/pages/social/workforce';

const values = {
  [figureId('begin', TOTAL)]: '118',
  [figureId('end', TOTAL)]: '124',
  [figureId('hires', TOTAL)]: '26',
  [figureId('leavers', TOTAL)]: '20',
} as unknown as PagePayload;

/** ADR 0087: the workforce table (B1.1, B1.2) names what its last column is, the turnover rate, not "Rate (%)". */
describe('the workforce table’s rate column', () => {
  it.each([
    ['en', 'Turnover rate (%)'],
    ['hk', '流失比率（%）'],
    ['cn', '流失比率（%）'],
  ] as const)('%s: headed %s, beside the year’s 16.5', (lang, head) => {
    const [table] = workforceTable(values, lang, 'Workforce');
    expect(table?.kind === 'table' && table.head.at(-1)).toBe(head);
    expect(table?.kind === 'table' && table.rows[0]!.at(-1)).toBe('16.5');
  });
});
