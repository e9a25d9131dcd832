import { describe, expect, it } from 'vitest';
import { isDayAhead } from './dates';

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
