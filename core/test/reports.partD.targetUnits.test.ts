import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../src/calc/emissions/present';
import type { PagePayload } from '../src/catalogue/values';
import { a1Tables } from '../src/domain/reports/environmental';
import { pageBlocks } from '../src/domain/reports/pageBlocks';
import { partDMetrics } from '../src/domain/reports/partD';
import { targetAnswersAsPrinted } from '../src/domain/reports/partDTargets';
import { pageByKey } from '../src/pages/index';
import type { ClimateMetricsView } from '../src/schemas/climate';
import type { ReportBlock } from '../src/schemas/reports';

/**
 * ADR 0075 amended: a target prints in the unit its metric prints in elsewhere. A Scope 1 and 2 target per floor area
 * of 0.006375 tCO₂e/m² is 6.375 kgCO₂e/m² in A1.2's table; Part D's progress table, the target's path and its record
 * on the Metrics page read it in kgCO₂e/m² too, not 0.006375 tCO₂e/m² beside it (nor with no unit on the chart).
 */
const f = (value: number, unit: string): FigureJson => ({ value, unit, complete: true, gaps: [], select: [] });
const json = {
  provisions: { 'A1.2': { scope1: f(14.55, 'tCO2e') }, 'D-MT-GHG1': { total: f(14.55, 'tCO2e') } },
  intensities: { 'A1.2': { floorArea: f(0.006772, 'tCO2e/m2') } },
  scopes: {},
  lines: [{}],
  gaps: [],
} as unknown as EmissionsJson;
/** Acme's Scope 1 and 2 target, had it been set per floor area: its values as the API answers them, in tCO₂e/m². */
const perFloorArea = {
  index: 0,
  metric: 'scope1And2',
  basis: 'intensity',
  calculated: true,
  baseYear: '2024',
  targetYear: '2030',
  baseValue: '0.006375',
  baseFrom: 'data',
  currentValue: '0.006772',
  targetValue: '0.004',
  progress: '-16.73',
  unit: 'tCO2e/m2',
  pathway: {
    points: [
      { year: 2024, actual: '0.006375', path: '0.006375', milestone: null },
      { year: 2025, actual: '0.006772', path: '0.005979', milestone: null },
    ],
    gap: '0.000793',
    gapYear: 2025,
  },
};
const climate = { targets: [perFloorArea] } as unknown as ClimateMetricsView;
const tables = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'table' ? [b] : []));
const years = (lang: 'en' | 'hk' | 'cn') => ({ lang, thisYear: { label: 'FY2025', json } });

describe('a climate target in the unit its metric prints in', () => {
  it.each([
    ['en', 'kgCO₂e/m²'],
    ['hk', 'kgCO₂e/m²'],
    ['cn', 'kgCO₂e/m²'],
  ] as const)('%s: the progress table reads %s, as A1.2 prints the same intensity', (lang, unit) => {
    const a12 = tables(a1Tables(years(lang)))
      .flatMap((t) => t.rows)
      .find((r) => r[2] === '6.772');
    expect(a12?.[1]).toBe(unit);
    const [row] = tables(partDMetrics(years(lang), climate)).at(-1)!.rows;
    expect(row!.slice(1)).toEqual([unit, '2024', '6.375', '6.772', '4.000', '\u221216.7']);
  });

  it('draws the target’s path and says its gap in the same unit, not without one', () => {
    const blocks = partDMetrics(years('en'), climate);
    const chart = blocks.find((b) => b.kind === 'chart');
    expect(chart?.kind === 'chart' && chart.unit).toBe('kgCO₂e/m²');
    const actual = chart?.kind === 'chart' ? chart.series[0]!.values : [];
    expect(actual.map((v) => v?.toFixed(3))).toEqual(['6.375', '6.772']);
    expect(blocks).toContainEqual(
      expect.objectContaining({ text: 'In 2025 the figure was 0.7930 kgCO₂e/m² above the linear path to the target.' }),
    );
  });

  it('prints the target value on the Metrics page’s record as the progress table does: “4.000 kgCO₂e/m²”', () => {
    const typed = { metric: 'scope1And2', basis: 'intensity', targetYear: '2030', targetValue: '0.004' };
    const answers = targetAnswersAsPrinted({ climate_metrics: { targets: [typed] } as PagePayload }, climate);
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const page = JSON.stringify(
        pageBlocks(pageByKey('climate_metrics')!, answers.climate_metrics!, { lang, locations: new Map() }),
      );
      expect(page).toContain('4.000 kgCO₂e/m²');
      expect(page).not.toContain('tCO₂e/m²');
    }
  });

  it('keeps a target of tonnes in tonnes: Acme’s 284.3 → 185.0 tCO₂e', () => {
    const absolute = {
      targets: [
        {
          ...climate.targets[0]!,
          basis: 'absolute',
          baseValue: '284.3',
          currentValue: '302.0',
          targetValue: '185',
          unit: 'tCO2e',
          pathway: undefined,
        },
      ],
    } as unknown as ClimateMetricsView;
    const [row] = tables(partDMetrics(years('en'), absolute)).at(-1)!.rows;
    expect(row!.slice(1, 6)).toEqual(['tCO₂e', '2024', '284.3', '302.0', '185.0']);
  });
});
