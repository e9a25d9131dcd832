import { describe, expect, it } from 'vitest';
import type { EmissionsJson } from '../../calc/emissions/present';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { Language } from '../../schemas/common';
import { scope3Blocks } from './partDScope3';

/**
 * ADR 0119: category 1 in Part D says how much of it is the suppliers' own figures (answered data requests, tier 1)
 * and how much is estimated, in the API's figures.
 */
const json = { provisions: {}, intensities: {}, scopes: {}, lines: [], gaps: [] } as unknown as EmissionsJson;
type Line = ClimateMetricsView['scope3'][number];
const line = (category: number, over: Partial<Line> = {}): Line => ({
  category,
  tCO2e: null,
  complete: true,
  sources: [],
  state: 'missing',
  ...over,
});
const climate = (first: Partial<Line>) =>
  ({
    targets: [],
    scope3: [
      line(1, { state: 'reported', tCO2e: '27.306017791', method: 'average', tier: '2', ...first }),
      ...Array.from({ length: 14 }, (_, i) => line(i + 2)),
    ],
    scope3Total: { tCO2e: '27.306017791', categories: [1], complete: true },
  }) as unknown as ClimateMetricsView;
const categoryOneRow = (lang: Language, first: Partial<Line>) => {
  const blocks = scope3Blocks(climate(first), { lang, thisYear: { label: 'FY2025', json } });
  const table = blocks.find((b) => b.kind === 'table');
  return table?.kind === 'table' ? table.rows[0]! : [];
};
const categoryOne = (lang: Language, first: Partial<Line>) => categoryOneRow(lang, first)[3];
const tierOfCategoryOne = (lang: Language, first: Partial<Line>) => categoryOneRow(lang, first)[2];

describe('Part D’s category 1: the suppliers’ own figures and the estimates', () => {
  const answered = { supplier: { tCO2e: '5.2', suppliers: 2, tier: '1' as const } };

  it('says how many tCO₂e, what share and from how many suppliers is supplier-specific, and what is estimated', () => {
    // 5.2 of 27.306017791 tCO₂e: 19.04%; the other 22.106017791 estimated — each to four significant digits.
    expect(categoryOne('en', answered)).toBe(
      '27.31 (of which 5.200 tCO₂e, or 19.04%, is supplier-specific data of tier 1, answered by 2 suppliers through ' +
        'data requests; the other 22.11 tCO₂e is estimated)',
    );
    expect(categoryOne('hk', answered)).toBe(
      '27.31（其中 5.200 tCO₂e，即 19.04%，為第1級供應商特定數據，由 2 家供應商回覆數據請求提供；其餘 22.11 tCO₂e 為估算）',
    );
    expect(categoryOne('cn', answered)).toBe(
      '27.31（其中 5.200 tCO₂e，即 19.04%，为第1级供应商特定数据，由 2 家供应商回复数据请求提供；其余 22.11 tCO₂e 为估算）',
    );
  });

  it('one supplier in the singular; a category all from suppliers says so, with no estimated 0', () => {
    const one = { supplier: { tCO2e: '27.306017791', suppliers: 1, tier: '1' as const } };
    expect(categoryOne('en', one)).toBe(
      '27.31 (all supplier-specific data of tier 1, answered by 1 supplier through data requests)',
    );
    expect(categoryOne('hk', one)).toBe('27.31（全部為第1級供應商特定數據，由 1 家供應商回覆數據請求提供）');
  });

  it('says none of it is supplier-specific when no supplier answered (Acme FY2025)', () => {
    expect(categoryOne('en', {})).toBe(
      '27.31 (none of it supplier-specific: no supplier answered a data request for the year)',
    );
    expect(categoryOne('hk', {})).toBe('27.31（並無供應商特定數據：本年度未有供應商回覆數據請求）');
    expect(categoryOne('cn', {})).toBe('27.31（并无供应商特定数据：本年度未有供应商回复数据请求）');
  });

  it('keeps what an estimate lacks beside it, and says nothing of suppliers for a category not quantified', () => {
    const lacking = { ...answered, complete: false, missing: [{ kind: 'ownFactor' as const }] };
    expect(categoryOne('en', lacking)).toMatch(
      /^27\.31 \(of which 5\.200 tCO₂e.*is estimated; needs the company’s own factor and its source\)$/,
    );
    expect(categoryOne('en', { state: 'excluded', tCO2e: null, reason: 'No purchases.' })).toBe(
      'Not relevant: No purchases.',
    );
  });

  it('states the data quality of each part: tier 1 for the suppliers’ part, the screening’s tier for the rest', () => {
    expect(tierOfCategoryOne('en', answered)).toBe(
      'Tier 1: primary data (the suppliers’ part); Tier 2: activity data × published factor (the rest)',
    );
    expect(tierOfCategoryOne('hk', answered)).toBe(
      '第1級：原始數據（供應商提供的部分）；第2級：活動數據 × 公開因子（其餘部分）',
    );
    expect(tierOfCategoryOne('cn', answered)).toBe(
      '第1级：原始数据（供应商提供的部分）；第2级：活动数据 × 公开因子（其余部分）',
    );
  });

  it('reads tier 1 alone when suppliers answered for all of it, the screening’s tier when none answered', () => {
    const all = { supplier: { tCO2e: '27.306017791', suppliers: 3, tier: '1' as const } };
    expect(tierOfCategoryOne('en', all)).toBe('Tier 1: primary data');
    expect(tierOfCategoryOne('en', {})).toBe('Tier 2: activity data × published factor');
  });
});
