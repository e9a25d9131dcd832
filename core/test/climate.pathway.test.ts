import { describe, expect, it } from 'vitest';
import { pathway } from '../src/domain/climate/pathway';
import { targetViews, type MetricSource } from '../src/domain/climate/metrics';
import { parseDecimal } from '../src/lib/rational';
import { metricsIssues } from '../src/pages/climate/metrics.rules';

const r = (v: string) => parseDecimal(v)!;
const year = (scope1: string, scope2: string): MetricSource => ({
  ghg: { scope1: { amount: r(scope1) }, scope2: { amount: r(scope2) } },
  settings: { denominators: {} },
});

describe('the path to a target (ADR 0110)', () => {
  it('base 300 t in 2024 → 180 t in 2030: 20 t a year; 290 t in 2025 is 10 t behind the path’s 280 t', () => {
    const p = pathway(
      { year: 2024, value: r('300') },
      { year: 2030, value: r('180') },
      new Map([
        [2024, r('300')],
        [2025, r('290')],
      ]),
      new Map([[2026, r('270')]]),
    )!;
    expect(p.points.map((x) => [x.year, x.path])).toEqual([
      [2024, '300'],
      [2025, '280'],
      [2026, '260'],
      [2027, '240'],
      [2028, '220'],
      [2029, '200'],
      [2030, '180'],
    ]);
    expect(p.points[1]).toEqual({ year: 2025, actual: '290', path: '280', milestone: null });
    expect(p.points[2]!.milestone).toBe('270');
    expect(p).toMatchObject({ gap: '10', gapYear: 2025 });
  });

  it('keeps the path exact over a span that does not divide: 100 → 0 over 3 years is 66.666666666667 after one', () => {
    const p = pathway({ year: 2024, value: r('100') }, { year: 2027, value: r('0') }, new Map())!;
    expect(p.points[1]!.path).toBe('66.666666666667');
    expect(p.gap).toBeNull();
  });

  it('has no path for a target year not after its base year', () => {
    expect(pathway({ year: 2030, value: r('1') }, { year: 2030, value: r('0') }, new Map())).toBeUndefined();
  });

  it('targetViews: actuals from every reporting year since the base, milestones by target row', () => {
    const [view] = targetViews(
      [{ metric: 'scope1And2', basis: 'absolute', baseYear: '2024', targetYear: '2030', targetValue: '180' }],
      year('40', '250'),
      new Map([
        ['2024', year('50', '250')],
        ['2025', year('40', '250')],
      ]),
      [{ target: '1', year: '2027', value: '240' }],
    );
    expect(view!.pathway!.points.slice(0, 4)).toEqual([
      { year: 2024, actual: '300', path: '300', milestone: null },
      { year: 2025, actual: '290', path: '280', milestone: null },
      { year: 2026, actual: null, path: '260', milestone: null },
      { year: 2027, actual: null, path: '240', milestone: '240' },
    ]);
    expect(view!.pathway!.gap).toBe('10');
  });

  it('refuses a milestone of a target row that does not exist, or outside its base and target years', () => {
    const target = {
      metric: 'scope1And2',
      basis: 'absolute',
      baseYear: '2024',
      targetYear: '2030',
      targetValue: '180',
    };
    const issues = metricsIssues({
      targets: [target],
      targetMilestones: [
        { target: '2', year: '2026', value: '1' },
        { target: '1', year: '2024', value: '1' },
        { target: '1', year: '2031', value: '1' },
      ],
    });
    expect(issues.map((i) => [i.path, i.code, i.params])).toEqual([
      ['targetMilestones.0.target', 'max', { max: '1' }],
      ['targetMilestones.1.year', 'min', { min: '2025' }],
      ['targetMilestones.2.year', 'max', { max: '2030' }],
    ]);
  });
});
