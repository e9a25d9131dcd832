import { describe, expect, it } from 'vitest';
import type { EmissionsJson } from '../src/calc/emissions/present';
import { baseUnderPolicy, targetViews, type MetricSource } from '../src/domain/climate/metrics';
import { partDMetrics } from '../src/domain/reports/partD';
import { parseDecimal, toDecimal } from '../src/lib/rational';
import type { ClimateMetricsView } from '../src/schemas/climate';

const r = (v: string) => parseDecimal(v)!;
/** A year's Scope 1 and 2 (tCO2e) as a target's metric reads them. */
const year = (scope1: string, scope2: string): MetricSource => ({
  ghg: { scope1: { amount: r(scope1) }, scope2: { amount: r(scope2) } },
  settings: { denominators: {} },
});
const TARGET = { metric: 'scope1And2', basis: 'absolute', baseYear: '2024', targetYear: '2030', targetValue: '100' };
const FIVE = { threshold: r('5') };

describe('the base year recalculation policy (ADR 0120)', () => {
  it('a restatement at or beyond the threshold recalculates the base: 200 → 212 t is 6 %, over 5 %', () => {
    const out = baseUnderPolicy(r('200'), r('212'), FIVE);
    expect(toDecimal(out.base!, 6)).toBe('212');
    expect(out).toMatchObject({
      from: 'data',
      recalculation: { recorded: '200', restated: '212', changePercent: '6', applied: true },
    });
    // Exactly the threshold counts: 200 → 190 is 5 %.
    expect(baseUnderPolicy(r('200'), r('190'), FIVE).recalculation).toMatchObject({
      changePercent: '5',
      applied: true,
    });
  });

  it('below the threshold the recorded base stays, and the change is still said: 200 → 204 t is 2 %', () => {
    const out = baseUnderPolicy(r('200'), r('204'), FIVE);
    expect(toDecimal(out.base!, 6)).toBe('200');
    expect(out).toMatchObject({ from: 'typed', recalculation: { changePercent: '2', applied: false } });
  });

  it('with no threshold recorded, or nothing recorded with the target, the base follows the base year', () => {
    expect(baseUnderPolicy(r('200'), r('204')).recalculation).toMatchObject({ applied: true });
    expect(baseUnderPolicy(undefined, r('204'), FIVE)).toEqual({ base: r('204'), from: 'data' });
    expect(baseUnderPolicy(r('200'), undefined, FIVE)).toEqual({ base: r('200'), from: 'typed' });
    expect(baseUnderPolicy(r('200'), r('200'), FIVE)).toEqual({ base: r('200'), from: 'data' });
  });

  it("when the base year's emissions are restated, the target's base figure and progress follow", () => {
    const now = year('120', '40');
    // The 2024 year as first reported: 150 + 50 = 200 t; progress (200 − 160) ÷ (200 − 100) = 40 %.
    const [before] = targetViews([TARGET], now, new Map([['2024', year('150', '50')]]), [], FIVE);
    expect(before).toMatchObject({ baseValue: '200', progress: '40' });
    // Restated (an acquisition brought into the boundary): 180 + 60 = 240 t; (240 − 160) ÷ (240 − 100) = 57.14 %.
    const [after] = targetViews([TARGET], now, new Map([['2024', year('180', '60')]]), [], FIVE);
    expect(after).toMatchObject({ baseValue: '240', baseFrom: 'data', progress: '57.14' });
    // Recorded with the target at 200 t: a 20 % restatement, over the threshold, recalculates the base and is said.
    const [recorded] = targetViews(
      [{ ...TARGET, baseValue: '200' }],
      now,
      new Map([['2024', year('180', '60')]]),
      [],
      FIVE,
    );
    expect(recorded).toMatchObject({
      baseValue: '240',
      recalculation: { recorded: '200', restated: '240', changePercent: '20', applied: true },
    });
    // A 1 % restatement leaves the recorded base in place.
    const [kept] = targetViews(
      [{ ...TARGET, baseValue: '200' }],
      now,
      new Map([['2024', year('150', '52')]]),
      [],
      FIVE,
    );
    expect(kept).toMatchObject({ baseValue: '200', baseFrom: 'typed', recalculation: { applied: false } });
  });

  it("Part D's targets text states the policy and what it did", () => {
    const json = { provisions: {}, intensities: {}, scopes: {}, lines: [], gaps: [] } as unknown as EmissionsJson;
    const climate = {
      recalculationThreshold: '5',
      targets: [
        {
          index: 0,
          metric: 'scope1And2',
          calculated: true,
          baseYear: '2024',
          targetYear: '2030',
          baseValue: '240',
          baseFrom: 'data',
          currentValue: '160',
          targetValue: '100',
          progress: '57.14',
          unit: 'tCO2e',
          recalculation: { recorded: '200', restated: '240', changePercent: '20', applied: true },
        },
      ],
    } as unknown as ClimateMetricsView;
    const texts = (lang: 'en' | 'hk' | 'cn') =>
      partDMetrics({ lang, thisYear: { label: 'FY2025', json } }, climate).flatMap((b) =>
        b.kind === 'p' ? [b.text] : [],
      );
    expect(texts('en')).toContain(
      'Base year recalculation policy: a target’s base year emissions are recalculated when structural changes or restatements change them by 5% or more.',
    );
    expect(texts('en')).toContain(
      'Scope 1 and 2 GHG emissions: the base year 2024 emissions were restated from 200.0 tCO₂e to 240.0 tCO₂e (a change of 20%); the target’s base was recalculated.',
    );
    expect(texts('hk').join('\n')).toContain('基準年重新計算政策');
    expect(texts('cn').join('\n')).toContain('目标的基准已重新计算');
  });
});
