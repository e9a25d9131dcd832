import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../../calc/emissions/present';
import { restatedFigures, restatementBlocks } from './restatement';

const fig = (value: number | null, unit = 'tCO2e'): FigureJson => ({
  value,
  unit,
  complete: true,
  gaps: [],
  select: [],
});
const year = (provisions: Record<string, Record<string, FigureJson>>, scope3Screened?: number | null) => ({
  emissions: { provisions } as unknown as Pick<EmissionsJson, 'provisions'>,
  ...(scope3Screened !== undefined ? { scope3Screened } : {}),
});

describe('a restated year’s report (ADR 0118)', () => {
  const before = year({
    'A1.2': { scope1: fig(14.55), scope2: fig(120), total: fig(134.55) },
    'A2.2': { total: fig(80, 'm3') },
  });
  const after = year({
    'A1.2': { scope1: fig(15.55), scope2: fig(120), total: fig(135.55) },
    'A2.2': { total: fig(80, 'm3') },
  });

  it('lists the figures whose value changed, as reported before and as restated, in provision order', () => {
    expect(restatedFigures(before, after)).toEqual([
      { code: 'A1.2', measure: 'scope1', unit: 'tCO2e', before: 14.55, after: 15.55 },
      { code: 'A1.2', measure: 'total', unit: 'tCO2e', before: 134.55, after: 135.55 },
    ]);
    expect(restatedFigures(before, before)).toEqual([]);
  });

  it('lists every headline figure the report prints that changed: market-based Scope 2 and Part D’s Scope 3 total', () => {
    const was = year(
      {
        'A1.2': { scope2: fig(287.5), scope3: fig(12) },
        'D-MT-GHG2': { total: fig(287.5), marketBased: fig(216.5) },
        'D-MT-GHG3': { total: fig(12), 'category-6': fig(12) },
      },
      841.7,
    );
    const now = year(
      {
        'A1.2': { scope2: fig(285.9), scope3: fig(12) },
        'D-MT-GHG2': { total: fig(285.9), marketBased: fig(214.9) },
        'D-MT-GHG3': { total: fig(12), 'category-6': fig(12) },
      },
      841.4,
    );
    expect(restatedFigures(was, now)).toEqual([
      { code: 'A1.2', measure: 'scope2', unit: 'tCO2e', before: 287.5, after: 285.9 },
      { code: 'D-MT-GHG2', measure: 'scope2Market', unit: 'tCO2e', before: 216.5, after: 214.9 },
      { code: 'D-MT-GHG2', measure: 'total', unit: 'tCO2e', before: 287.5, after: 285.9 },
      { code: 'D-MT-GHG3', measure: 'scope3', unit: 'tCO2e', before: 841.7, after: 841.4 },
    ]);
    // The calculation's D-MT-GHG3 total is not what the report prints beside a screening: never listed for it.
    const calculated = year({ 'D-MT-GHG3': { total: fig(13) } }, 841.7);
    expect(restatedFigures(year({ 'D-MT-GHG3': { total: fig(12) } }, 841.7), calculated)).toEqual([]);
    // Without a screening (or a version replaced before its total was kept), the calculation's total is what prints.
    expect(
      restatedFigures(year({ 'D-MT-GHG3': { total: fig(12) } }, null), year({ 'D-MT-GHG3': { total: fig(13) } }, null)),
    ).toEqual([{ code: 'D-MT-GHG3', measure: 'total', unit: 'tCO2e', before: 12, after: 13 }]);
    const rows = (lang: 'en' | 'hk' | 'cn') =>
      (
        restatementBlocks({
          lang,
          restatement: { version: 2, reason: 'x', at: '2026-03-02T10:00:00.000Z', figures: restatedFigures(was, now) },
        })[1] as { rows: string[][] }
      ).rows.filter((_, i) => i === 1 || i === 3);
    expect(rows('en')).toEqual([
      ['D-MT-GHG2 Scope 2 (market-based)', 'tCO₂e', '216.5', '214.9'],
      ['D-MT-GHG3 Scope 3 (other indirect)', 'tCO₂e', '841.7', '841.4'],
    ]);
    expect(rows('hk').map((r) => r[0])).toEqual(['D-MT-GHG2 範圍2（按市場計算）', 'D-MT-GHG3 範圍3（其他間接）']);
    expect(rows('cn').map((r) => r[0])).toEqual(['D-MT-GHG2 范围2（按市场计算）', 'D-MT-GHG3 范围3（其他间接）']);
  });

  it('says the version, the date and the reason, and the figures, in each report language', () => {
    const restatement = {
      version: 2,
      reason: 'A diesel invoice was entered twice.',
      at: '2026-03-02T10:00:00.000Z',
      figures: restatedFigures(before, after),
    };
    const en = restatementBlocks({ lang: 'en', restatement });
    expect(en[0]).toEqual({
      kind: 'p',
      text: 'This is version 2 of the report for the year: its figures were restated on 02-03-2026, after the report was first published. Reason: A diesel invoice was entered twice.',
    });
    expect(en[1]).toMatchObject({ kind: 'table', head: ['Indicator', 'Unit', 'Previously reported', 'Restated'] });
    expect((en[1] as { rows: string[][] }).rows[0]).toEqual(['A1.2 Scope 1 (direct)', 'tCO₂e', '14.55', '15.55']);
    const hk = restatementBlocks({ lang: 'hk', restatement });
    expect((hk[0] as { text: string }).text).toContain('第 2 版');
    expect((hk[1] as { rows: string[][] }).rows[0]![0]).toBe('A1.2 範圍1（直接）');
    const cn = restatementBlocks({ lang: 'cn', restatement });
    expect((cn[1] as { head: string[] }).head).toContain('先前汇报');
    expect(restatementBlocks({ lang: 'en' })).toEqual([]);
  });

  it('dates the restatement by Hong Kong’s day, as the screens do: 01:58 on 1 December there is 30 November in UTC', () => {
    const restatement = { version: 2, reason: 'x', at: '2026-11-30T17:58:00.000Z', figures: [] };
    expect((restatementBlocks({ lang: 'en', restatement })[0] as { text: string }).text).toContain('01-12-2026');
  });
});
