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
const year = (provisions: Record<string, Record<string, FigureJson>>) =>
  ({ provisions }) as unknown as Pick<EmissionsJson, 'provisions'>;

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
