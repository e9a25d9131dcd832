import { describe, expect, it } from 'vitest';
import { addYear, followingYear, periodIssues } from '../src/domain/periods/rules';

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
    expect(periodIssues(dates('2025-06-01', '2025-12-31'), [fy2025])).toEqual([
      expect.objectContaining({ path: 'body.financialYearEndDate', code: 'periodYearEndTaken' }),
    ]);
  });

  it('finds the following financial year, also from a leap day', () => {
    expect(followingYear('2025-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(addYear('2024-02-29')).toBe('2025-02-28');
    expect(followingYear('2025-12-31')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
