import { describe, expect, it } from 'vitest';
import { daysBetween, reportDeadline, yearProgress } from '../src/calc/workflow/progress';
import { namesOf } from '../src/domain/workflow/locationNames';
import type { TaskView } from '../src/schemas/workflow';

const task = (t: Partial<TaskView>): TaskView => ({
  pageKey: 'p',
  section: 'background',
  state: 'notStarted',
  owners: [],
  unowned: true,
  overdue: false,
  openComments: 0,
  version: 0,
  ...t,
});

describe('the year’s progress', () => {
  it('dates the report four months after the year end (Main Board), month ends to month ends', () => {
    expect(reportDeadline('2025-12-31')).toBe('2026-04-30');
    expect(reportDeadline('2026-03-31')).toBe('2026-07-31');
    expect(reportDeadline('2025-06-30')).toBe('2025-10-31');
    expect(reportDeadline('2025-10-31')).toBe('2026-02-28');
    expect(reportDeadline('2023-10-31')).toBe('2024-02-29');
    expect(reportDeadline('2025-09-15')).toBe('2026-01-15');
  });

  it('counts the days left, negative once the deadline passed', () => {
    expect(daysBetween('2026-04-28', '2026-04-30')).toBe(2);
    expect(daysBetween('2026-05-01', '2026-04-30')).toBe(-1);
  });

  it('shares approved by section and by location, and counts the overdue', () => {
    const hq = { id: 'h', name: 'Head office' };
    const p = yearProgress(
      [
        task({ state: 'approved' }),
        task({ section: 'background', overdue: true }),
        task({ section: 'environmental', location: hq, state: 'approved' }),
        task({ section: 'environmental', location: hq, state: 'submitted' }),
        task({ section: 'environmental', location: hq }),
      ],
      '2025-12-31',
      '2026-04-20',
    );
    expect(p.overall).toEqual({ key: 'year', approved: 2, total: 5, percent: 40 });
    expect(p.bySection).toEqual([
      { key: 'background', approved: 1, total: 2, percent: 50 },
      { key: 'environmental', approved: 1, total: 3, percent: 33 },
    ]);
    expect(p.byLocation).toEqual([{ key: 'Head office', approved: 1, total: 3, percent: 33 }]);
    expect(p).toMatchObject({ overdue: 1, deadline: '2026-04-30', daysLeft: 10 });
  });

  it('names each location in every language of the interface (ADR 0121)', () => {
    // As typed: a Simplified name not typed reads the Traditional, which the web converts (ADR 0140).
    const names = namesOf({ en: 'Kwun Tong warehouse', hk: '觀塘貨倉' });
    expect(names).toEqual({ en: 'Kwun Tong warehouse', hk: '觀塘貨倉', cn: '觀塘貨倉' });
    expect(namesOf({ en: 'Shop', hk: '商店', cn: '店铺' }).cn).toBe('店铺');
    // A name typed in one language reads that name in the others; an old one-language name in all three.
    expect(namesOf({ en: 'Head office', hk: '' })).toEqual({ en: 'Head office', hk: 'Head office', cn: 'Head office' });
    expect(namesOf('總辦事處')).toEqual({ en: '總辦事處', hk: '總辦事處', cn: '總辦事處' });
    const p = yearProgress(
      [task({ section: 'environmental', location: { id: 'k', name: 'Kwun Tong warehouse', names } })],
      '2025-12-31',
      '2026-04-20',
    );
    expect(p.byLocation).toEqual([{ key: 'Kwun Tong warehouse', names, approved: 0, total: 1, percent: 0 }]);
  });
});
