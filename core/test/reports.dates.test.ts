import { describe, expect, it } from 'vitest';
import { reportDate } from '../src/domain/reports/format';
import { storedDay } from '../src/lib/dates';

/** ADR 0043 amended: every date the report prints, in the edition's language. */
describe('a date in the report', () => {
  it('prints as the product shows dates in English and as Chinese writes them in the hk and cn editions', () => {
    expect(reportDate('2025-12-31', 'en')).toBe('31-12-2025');
    expect(reportDate('2025-12-31', 'hk')).toBe('2025年12月31日');
    expect(reportDate('2025-12-31', 'cn')).toBe('2025年12月31日');
    // No leading zeros in Chinese: 2025年1月1日, never 2025年01月01日.
    expect(reportDate('2025-01-01', 'hk')).toBe('2025年1月1日');
    expect(reportDate('2026-03-08', 'cn')).toBe('2026年3月8日');
  });

  it('reads an instant by its day in Hong Kong, and leaves what is not a date as it is', () => {
    // 23:30 UTC on the 5th is 07:30 on the 6th in Hong Kong.
    expect(reportDate('2026-01-05T23:30:00.000Z', 'en')).toBe('06-01-2026');
    expect(reportDate('2026-01-05T23:30:00.000Z', 'hk')).toBe('2026年1月6日');
    expect(reportDate('soon', 'hk')).toBe('soon');
    expect(reportDate(undefined, 'cn')).toBe('');
    expect(reportDate(null, 'en')).toBe('');
  });

  it('names the stored day of a date or an instant, and nothing for other text', () => {
    expect(storedDay('2025-12-31')).toBe('2025-12-31');
    expect(storedDay('2026-11-30T16:30:00Z')).toBe('2026-12-01');
    expect(storedDay('31-12-2025')).toBeUndefined();
  });
});
