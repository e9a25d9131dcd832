import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS as T, median, seriesFindings, yearOnYear, yearPattern } from './anomalies';

const flat = (v: number) => Array<number>(12).fill(v);

describe('year on year', () => {
  it('flags a change beyond ±30 % and not one within it', () => {
    expect(yearOnYear(131, 100, T)).toMatchObject({ rule: 'yoy', reference: 100 });
    expect(yearOnYear(69, 100, T)?.measure).toBeCloseTo(-31);
    expect(yearOnYear(130, 100, T)).toBeUndefined();
    expect(yearOnYear(70, 100, T)).toBeUndefined();
  });
  it('follows the company’s threshold', () => {
    expect(yearOnYear(120, 100, { ...T, yoyPercent: 10 })?.rule).toBe('yoy');
  });
  it('has no basis without last year or with a zero last year', () => {
    expect(yearOnYear(500, undefined, T)).toBeUndefined();
    expect(yearOnYear(500, 0, T)).toBeUndefined();
  });
  it('calls about 1,000× (or a thousandth of) history a unit slip, not a change', () => {
    expect(yearOnYear(1_000_000, 1_000, T)).toMatchObject({ rule: 'unitSlip', measure: 1000 });
    expect(yearOnYear(1.2, 1_200, T)).toMatchObject({ rule: 'unitSlip' });
    expect(yearOnYear(100_000, 1_000, T)?.rule).toBe('yoy');
  });
});

describe("the year's own pattern (median absolute deviations)", () => {
  it('computes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
  it('flags a month beyond 3 MADs and leaves the others', () => {
    const months = [100, 102, 98, 101, 99, 103, 97, 100, 101, 99, 160, 100];
    const found = yearPattern(months, T);
    expect(found[10]).toMatchObject({ rule: 'mad', reference: 100 });
    expect(found.filter(Boolean)).toHaveLength(1);
  });
  it('a steady year (MAD 0) measures against 1 % of its median', () => {
    const months = flat(100);
    months[3] = 104;
    expect(yearPattern(months, T)[3]?.rule).toBe('mad');
    months[3] = 102;
    expect(yearPattern(months, T)[3]).toBeUndefined();
  });
  it('needs six entered months before it judges', () => {
    expect(yearPattern([1, 1, 1, 1, 900, undefined, undefined], T).every((f) => f === undefined)).toBe(true);
  });
  it('a month 1,000× the others is a unit slip', () => {
    const months = flat(50);
    months[6] = 50_000;
    expect(yearPattern(months, T)[6]).toMatchObject({ rule: 'unitSlip', reference: 50, measure: 1000 });
  });
  it('follows the company’s MAD limit', () => {
    const months = [90, 110, 95, 105, 92, 108, 97, 103, 94, 106, 100, 125];
    expect(yearPattern(months, T)[11]?.rule).toBe('mad');
    expect(yearPattern(months, { ...T, madLimit: 6 })[11]).toBeUndefined();
  });
});

describe('a series', () => {
  it('reports one finding per period, a unit slip before a change', () => {
    const months = flat(100);
    months[2] = 100_000;
    const found = seriesFindings(months, flat(100), 101_100, 1_200, T);
    expect(found.map((f) => [f.period, f.rule])).toEqual([
      [2, 'unitSlip'],
      ['year', 'yoy'],
    ]);
  });
  it('skips months not entered', () => {
    const months: (number | undefined)[] = flat(100);
    months[5] = undefined;
    expect(seriesFindings(months, flat(10), undefined, undefined, T).some((f) => f.period === 5)).toBe(false);
  });
});
