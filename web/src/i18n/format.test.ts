import { describe, expect, it } from 'vitest';
import {
  isNoSuchDay,
  fileSize,
  CURRENCY,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatRatio,
  formatNumber,
  parseDisplayDate,
} from './format';
import { LANGUAGES } from './languages';

describe('formatNumber', () => {
  it.each(LANGUAGES)('separates thousands with commas in %s', (lng) => {
    expect(formatNumber(1234567, lng)).toBe('1,234,567');
    expect(formatNumber(-9876543.21, lng)).toBe('-9,876,543.21');
  });

  it('keeps at most three decimals unless told otherwise', () => {
    expect(formatNumber(1234.56789, 'en')).toBe('1,234.568');
    expect(formatNumber(1234.56789, 'hk', 1)).toBe('1,234.6');
    expect(formatNumber(0.5, 'cn', 0)).toBe('1');
  });

  it('shows nothing for missing or non-finite values rather than NaN', () => {
    expect(formatNumber(null, 'en')).toBe('');
    expect(formatNumber(undefined, 'hk')).toBe('');
    expect(formatNumber(Number.NaN, 'cn')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });

  it('falls back to English formats for an unknown language', () => {
    expect(formatNumber(1000.5, 'fr')).toBe('1,000.5');
  });
});

describe('formatDecimal (core/src/lib/figures.ts: at most 5 significant digits)', () => {
  it.each(LANGUAGES)('rounds to five significant digits, never pads, never rounds the integer part, in %s', (lng) => {
    expect(formatDecimal(1, lng)).toBe('1');
    expect(formatDecimal(0, lng)).toBe('0');
    expect(formatDecimal(0.0123456, lng)).toBe('0.012346');
    expect(formatDecimal(3.14159265, lng)).toBe('3.1416');
    expect(formatDecimal(123456.789, lng)).toBe('123,457');
  });

  it('says percentages and changes with three', () => {
    expect(formatRatio(7.4436, 'en')).toBe('7.44');
  });

  it('keeps an exact value of four significant digits', () => {
    expect(formatDecimal(0.5021, 'en')).toBe('0.5021');
  });
});

describe('formatCurrency', () => {
  it('uses each language’s currency: en-US USD, zh-HK HKD, zh-CN CNY', () => {
    expect(CURRENCY).toEqual({ en: 'USD', hk: 'HKD', cn: 'CNY' });
    expect(formatCurrency(1234567.8, 'en')).toBe('$1,234,567.80');
    expect(formatCurrency(1234567.8, 'hk')).toBe('HK$1,234,567.80');
    expect(formatCurrency(1234567.8, 'cn')).toBe('¥1,234,567.80');
  });

  it.each(LANGUAGES)('shows up to three fraction digits in %s', (lng) => {
    expect(formatCurrency(0.1234, lng)).toMatch(/0\.123$/);
    expect(formatCurrency(12, lng)).toMatch(/12\.00$/);
  });

  it('formats in a company-chosen currency when one is given', () => {
    expect(formatCurrency(1500, 'en', 'HKD')).toBe('HK$1,500.00');
    expect(formatCurrency(-2.5, 'hk', 'USD')).toBe('-US$2.50');
  });

  it('shows nothing for missing values', () => {
    expect(formatCurrency(null, 'en')).toBe('');
  });
});

describe('dates', () => {
  it.each(LANGUAGES)('displays stored YYYY-MM-DD as DD-MM-YYYY in %s', (lng) => {
    expect(formatDate('2025-03-31', lng)).toBe('31-03-2025');
  });

  it('displays a stored instant as its day in Hong Kong', () => {
    expect(formatDate('2024-12-31T15:59:59.000Z')).toBe('31-12-2024');
    expect(formatDate('2024-12-31T23:59:59.000Z')).toBe('01-01-2025');
  });

  it('leaves empty and unrecognised values readable', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('31/03/2025')).toBe('31/03/2025');
  });

  it('parses displayed dates back to the stored form', () => {
    expect(parseDisplayDate('31-03-2025')).toBe('2025-03-31');
    expect(parseDisplayDate(' 29-02-2024 ')).toBe('2024-02-29');
  });

  it('rejects dates that do not exist or are not DD-MM-YYYY', () => {
    expect(parseDisplayDate('29-02-2025')).toBeNull();
    expect(parseDisplayDate('31-04-2025')).toBeNull();
    expect(parseDisplayDate('2025-03-31')).toBeNull();
    expect(parseDisplayDate('1-3-2025')).toBeNull();
    // Which of the two: a day the calendar lacks, typed in the right form, is told apart from a wrong form.
    expect(['29-02-2025', '31-04-2025', '00-13-2025'].map(isNoSuchDay)).toEqual([true, true, true]);
    expect(['2025-03-31', '1-3-2025', '29-02-2024', ''].map(isNoSuchDay)).toEqual([false, false, false, false]);
  });

  it('round-trips every day of a leap year', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const stored = new Date(t).toISOString().slice(0, 10);
      expect(parseDisplayDate(formatDate(stored))).toBe(stored);
    }
  });
});

describe('formatDateTime', () => {
  it('shows an instant as DD-MM-YYYY HH:mm in Hong Kong, whatever the browser’s zone', () => {
    expect(formatDateTime('2025-03-31T01:05:00.000Z')).toBe('31-03-2025 09:05');
    expect(formatDateTime('2025-12-31T16:30:00.000Z')).toBe('01-01-2026 00:30');
  });

  it('leaves empty and unreadable values readable', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('fileSize', () => {
  it('says file sizes in binary units', () => {
    expect([fileSize(532), fileSize(12_700), fileSize(3_250_000)]).toEqual(['532 B', '12.4 KB', '3.1 MB']);
  });
});
