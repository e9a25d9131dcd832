import { describe, expect, it } from 'vitest';
import { formatDate, hongKongDate, hongKongDayInstants, isDayAhead, isDayFrom } from './dates';

describe('isDayAhead', () => {
  const hkSmallHours = new Date('2026-11-30T16:30:00Z'); // 01-12-2026 00:30 in Hong Kong, still 30-11 in UTC

  it('takes today in Hong Kong up to two years ahead, and nothing before or after', () => {
    expect(isDayAhead('2026-12-01', hkSmallHours)).toBe(true);
    expect(isDayAhead('2026-11-30', hkSmallHours)).toBe(false); // today in UTC, yesterday in Hong Kong
    expect(isDayAhead('2028-12-01', hkSmallHours)).toBe(true);
    expect(isDayAhead('2028-12-03', hkSmallHours)).toBe(false);
    expect(isDayAhead('2020-01-31', hkSmallHours)).toBe(false);
    expect(isDayAhead('9999-12-31', hkSmallHours)).toBe(false);
  });
});

describe('isDayFrom', () => {
  it('takes a day from the first one given up to two years ahead of today in Hong Kong', () => {
    const now = new Date('2026-11-30T16:30:00Z'); // 01-12-2026 in Hong Kong
    expect(isDayFrom('2026-01-01', '2026-01-01', now)).toBe(true);
    expect(isDayFrom('2026-01-01', '2026-06-30', now)).toBe(true); // past, within the year
    expect(isDayFrom('2026-01-01', '2025-12-31', now)).toBe(false);
    expect(isDayFrom('2026-01-01', '2028-12-01', now)).toBe(true);
    expect(isDayFrom('2026-01-01', '2028-12-03', now)).toBe(false);
    expect(isDayFrom('2026-01-01', '1999-01-01', now)).toBe(false);
  });
});

describe('formatDate', () => {
  it('shows a stored day as DD-MM-YYYY and an instant as its day in Hong Kong', () => {
    expect(formatDate('2025-12-31')).toBe('31-12-2025');
    expect(formatDate('2026-01-05T23:30:00.000Z')).toBe('06-01-2026'); // 07:30 on the 6th in Hong Kong
    expect(formatDate('2026-01-06T02:00:00Z')).toBe('06-01-2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(null)).toBe('');
  });
});

describe('hongKongDayInstants', () => {
  it('runs a Hong Kong day from 16:00 UTC the day before, across a month and a year', () => {
    expect(hongKongDayInstants('2026-12-01')).toEqual({
      start: '2026-11-30T16:00:00.000Z',
      end: '2026-12-01T15:59:59.999Z',
    });
    expect(hongKongDayInstants('2026-01-01').start).toBe('2025-12-31T16:00:00.000Z');
    const { start, end } = hongKongDayInstants('2026-03-01');
    expect([hongKongDate(new Date(start)), hongKongDate(new Date(end))]).toEqual(['2026-03-01', '2026-03-01']);
    expect(hongKongDate(new Date(Date.parse(start) - 1))).toBe('2026-02-28');
    expect(hongKongDate(new Date(Date.parse(end) + 1))).toBe('2026-03-02');
  });
});
