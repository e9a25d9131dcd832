import { describe, expect, it } from 'vitest';
import { addYear, followingYear, periodIssues, twelveMonthsFrom } from '../src/domain/periods/rules';

const fy2025 = {
  yearEnd: '2025-12-31',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
};
const dates = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});

describe('period rules', () => {
  it('accepts the following year', () => {
    expect(periodIssues(dates('2026-01-01', '2026-12-31'), [fy2025])).toEqual([]);
  });

  it('refuses an end before the start, on the end date field', () => {
    const issues = periodIssues(dates('2026-12-31', '2026-01-01'), []);
    expect(issues.map((i) => i.path)).toEqual(['body.endDate', 'body.financialYearEndDate']);
  });

  it('refuses overlaps and a taken year end', () => {
    expect(periodIssues(dates('2025-07-01', '2026-06-30'), [fy2025])).toEqual([
      expect.objectContaining({ path: 'body.startDate', code: 'periodOverlap' }),
    ]);
    expect(periodIssues(dates('2025-01-01', '2025-12-31'), [fy2025])).toEqual([
      expect.objectContaining({ path: 'body.financialYearEndDate', code: 'periodYearEndTaken' }),
    ]);
  });

  it('refuses a financial year that is not twelve whole months, naming where one starting that month ends', () => {
    for (const [start, end, shouldEnd] of [
      ['2020-01-01', '2022-12-31', '2020-12-31'], // three years
      ['2025-01-01', '2025-01-02', '2025-12-31'], // two days
      ['2025-04-15', '2026-04-14', '2026-03-31'], // within a month: its days would fall outside the month columns
      ['2027-03-01', '2028-02-28', '2028-02-29'], // a leap year's February cut short
    ] as const) {
      const issues = periodIssues(dates(start, end), []);
      expect(issues, `${start} to ${end}`).toEqual([
        expect.objectContaining({ path: 'body.financialYearEndDate', code: 'periodTwelveMonths' }),
      ]);
      expect(issues[0]!.message).toContain(shouldEnd);
    }
    for (const [start, end] of [
      ['2025-04-01', '2026-03-31'],
      ['2027-03-01', '2028-02-29'],
      ['2028-03-01', '2029-02-28'],
      ['2025-07-01', '2026-06-30'],
    ] as const)
      expect(periodIssues(dates(start, end), []), `${start} to ${end}`).toEqual([]);
    expect(twelveMonthsFrom('2025-12-01')).toBe('2026-11-30');
  });

  it('finds the following financial year, also from a leap day', () => {
    expect(followingYear('2025-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(addYear('2024-02-29')).toBe('2025-02-28');
    expect(followingYear('2025-12-31')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('keeps a year ending at the end of February there: the leap day is in the year, never the start of the next', () => {
    expect(followingYear('2027-02-28')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
    expect(followingYear('2028-02-29')).toEqual({ start: '2028-03-01', end: '2029-02-28' });
    expect(followingYear('2025-06-30')).toEqual({ start: '2025-07-01', end: '2026-06-30' });
  });
});
