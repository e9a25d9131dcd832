import { describe, expect, it } from 'vitest';
import type { ClimateMetricsView } from '@esg/core/schemas/climate';
import { pathwayChart, pathwayGap } from './pathway';

const t = (key: string, o: Record<string, unknown> = {}) => `${key}${Object.keys(o).length ? JSON.stringify(o) : ''}`;
const target = {
  index: 0,
  metric: 'scope1And2',
  basis: 'absolute',
  calculated: true,
  baseYear: '2024',
  targetYear: '2030',
  baseValue: '300',
  baseFrom: 'data',
  currentValue: '290',
  targetValue: '180',
  progress: '8.33',
  unit: 'tCO2e',
  pathway: {
    points: [
      { year: 2024, actual: '300', path: '300', milestone: null },
      { year: 2025, actual: '290', path: '280', milestone: null },
      { year: 2026, actual: null, path: '260', milestone: '270' },
    ],
    gap: '10',
    gapYear: 2025,
  },
} satisfies ClimateMetricsView['targets'][number];

describe('the dashboard’s path to a target (ADR 0110)', () => {
  it('draws actuals as a gap where a year has none, the linear path and the milestones, titled in the language', () => {
    const chart = pathwayChart(target, t, 'hk')!;
    expect(chart.type).toBe('line');
    expect(chart.categories).toEqual(['2024', '2025', '2026']);
    expect(chart.title).toBe('card_pathway{"metric":"範圍1及2溫室氣體排放","year":"2030"}');
    expect(chart.series.map((s) => [s.name, s.points.map((p) => p.value)])).toEqual([
      ['pathway_actual', [300, 290, null]],
      ['pathway_path', [300, 280, 260]],
      ['pathway_milestone', [null, null, 270]],
    ]);
  });

  it('says the gap: above the path is behind, below ahead; no actual yet draws nothing', () => {
    expect(pathwayGap(target, t, String)).toBe('pathway_behind{"year":2025,"gap":"10"}');
    expect(pathwayGap({ ...target, pathway: { ...target.pathway, gap: '-4.5' } }, t, String)).toBe(
      'pathway_ahead{"year":2025,"gap":"4.5"}',
    );
    const none = {
      ...target,
      pathway: { ...target.pathway, points: target.pathway.points.map((p) => ({ ...p, actual: null })) },
    };
    expect(pathwayChart(none, t, 'en')).toBeNull();
  });
});
