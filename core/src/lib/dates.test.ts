import { describe, expect, it } from 'vitest';
import { formatDate, isDayAhead } from './dates';

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

describe('formatDate', () => {
  it('shows a stored day as DD-MM-YYYY and an instant as its day in Hong Kong', () => {
    expect(formatDate('2025-12-31')).toBe('31-12-2025');
    expect(formatDate('2026-01-05T23:30:00.000Z')).toBe('06-01-2026'); // 07:30 on the 6th in Hong Kong
    expect(formatDate('2026-01-06T02:00:00Z')).toBe('06-01-2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(null)).toBe('');
  });
});
