import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson, GapJson } from '../../calc/emissions/present';
import type { Language } from '../../schemas/common';
import { a1Tables } from './environmental';

/**
 * ADR 0075 amended: a row with no figure in any year prints no unit. Acme FY2025's air emissions, as GET /api/emissions
 * gives them: NOx and SOx below 1 kg read in grams; PM, with no factor for vehicles, has no figure at all — its unit
 * column must not read "kg" among the grams.
 */
const gap: GapJson = { kind: 'missing-factor', factorId: 'vehicle-pm', year: 2025, kinds: ['vehicle'] } as GapJson;
const f = (value: number | null): FigureJson => ({
  value,
  unit: 'kg',
  complete: false,
  ...(value === null ? { notReported: true as const } : {}),
  gaps: [0],
  select: [],
});
const year = (pm: number | null) =>
  ({
    provisions: { 'A1.1': { nox: f(0.09725), sox: f(0.0004838), pm: f(pm) } },
    intensities: {},
    scopes: {},
    lines: [{}],
    gaps: [gap],
  }) as unknown as EmissionsJson;
const pollutants = (lang: Language, pm: number | null, lastPm: number | null = pm) => {
  const blocks = a1Tables({
    lang,
    thisYear: { label: 'FY2025', json: year(pm) },
    lastYear: { label: 'FY2024', json: year(lastPm) },
  });
  const table = blocks.find((b) => b.kind === 'table');
  return table?.kind === 'table' ? table.rows : [];
};

describe('a row of the air emissions table with no figure', () => {
  it('prints a dash in the unit column, not a unit that contradicts the rows around it, in en, hk and cn', () => {
    expect(pollutants('en', null).map((r) => r.slice(1))).toEqual([
      ['g', '97.25*', '97.25*'],
      ['g', '0.4838*', '0.4838*'],
      ['–', 'Not reported*', 'Not reported*'],
    ]);
    expect(pollutants('hk', null)[2]).toEqual(['顆粒物', '–', '未有匯報*', '未有匯報*']);
    expect(pollutants('cn', null)[2]).toEqual(['颗粒物', '–', '未有汇报*', '未有汇报*']);
  });

  it('keeps the unit when one of the years has a figure', () => {
    expect(pollutants('en', null, 0.5)[2]!.slice(1)).toEqual(['g', 'Not reported*', '500.0*']);
  });
});
