import { describe, expect, it } from 'vitest';
import { metricsIssues } from './metrics.rules';

const target = (over: Record<string, string>) => ({
  metric: 'scope1And2',
  basis: 'absolute',
  denominator: '',
  baseYear: '2024',
  baseValue: '',
  targetYear: '2030',
  targetValue: '3',
  grossNet: 'gross',
  ...over,
});

describe('metrics and targets form rules', () => {
  it('refuses a percentage over 100, a target year not after its base year and an intensity per nothing', () => {
    const issues = metricsIssues({
      physicalPercent: '100.5',
      remunerationPercent: '100',
      // The base year recalculation threshold is a share too (ADR 0120).
      baseYearRecalculationThreshold: '105',
      targets: [target({ targetYear: '2024' }), target({ basis: 'intensity' })],
    });
    expect(issues.map((i) => [i.path, i.code, i.params])).toEqual([
      ['physicalPercent', 'max', { max: '100' }],
      ['baseYearRecalculationThreshold', 'max', { max: '100' }],
      ['targets.0.targetYear', 'min', { min: '2025' }],
      ['targets.1.denominator', 'missingInput', undefined],
    ]);
  });
});
