import { describe, expect, it } from 'vitest';
import { financialMonths, isDirty, monthIssue, monthIssues, monthLabels, storedMonth, yearTotal } from './months';

const blank = () => Array<string>(12).fill('');

describe('financial year months', () => {
  it('runs from the month after last year end to the year end', () => {
    const months = financialMonths('2026-03-31').map((d) => d.toISOString().slice(0, 7));
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
    expect(financialMonths('2025-12-31')[0]!.toISOString().slice(0, 7)).toBe('2025-01');
  });

  it('names the months in the interface language', () => {
    expect(monthLabels('2025-12-31', 'en-US')[0]).toBe('Jan 2025');
    expect(monthLabels('2025-12-31', 'zh-HK')[11]).toContain('12');
  });
});

describe('month input (digits and one decimal point only)', () => {
  it('accepts blanks, whole numbers and decimals', () => {
    for (const ok of ['', '  ', '0', '12', '12.5', '.5', '12.', '0012']) expect(monthIssue(ok)).toBeNull();
  });

  it('refuses signs, letters, separators, exponents and a second point', () => {
    for (const bad of ['1,000', '1e3', 'abc', '1.2.3', '.', '12 5', '+3', '-', '-1-'])
      expect(monthIssue(bad), bad).toBe('numberFormat');
  });

  it('names full-width digits (a Chinese input method) as such, never rewriting them', () => {
    for (const wide of ['１２', '１２．５', '１2']) expect(monthIssue(wide), wide).toBe('halfWidthDigits');
  });

  it('says a negative quantity is one, as the Excel import does', () => {
    for (const negative of ['-1', '-5', '-0.5', '-.5']) expect(monthIssue(negative), negative).toBe('negative');
  });

  it('refuses more than the API stores', () => {
    expect(monthIssue('1'.repeat(31))).toBe('tooLong');
    expect(monthIssue('1'.repeat(30))).toBeNull();
  });

  it('tidies a point at either end as the API wants it', () => {
    expect(storedMonth('.5')).toBe('0.5');
    expect(storedMonth('12.')).toBe('12');
    expect(storedMonth(' 7 ')).toBe('7');
    expect(storedMonth('')).toBe('');
  });

  it('lists the wrong months by index', () => {
    const months = blank();
    months[2] = 'x';
    months[5] = '3';
    expect([...monthIssues(months).keys()]).toEqual([2]);
  });
});

describe('dirty state', () => {
  it('is clean when nothing changed or only tidying would change', () => {
    const loaded = blank();
    loaded[0] = '12';
    expect(isDirty(loaded, [...loaded])).toBe(false);
    expect(isDirty(loaded, ['12.', ...loaded.slice(1)])).toBe(false);
  });

  it('is dirty after a new value, a cleared value or a wrong input', () => {
    const loaded = blank();
    loaded[0] = '12';
    expect(isDirty(loaded, ['13', ...loaded.slice(1)])).toBe(true);
    expect(isDirty(loaded, ['', ...loaded.slice(1)])).toBe(true);
    expect(isDirty(blank(), ['x', ...blank().slice(1)])).toBe(true);
  });
});

describe('year total', () => {
  it('adds the months exactly, skipping blanks and wrong input', () => {
    const months = blank();
    months[0] = '0.1';
    months[1] = '0.2';
    months[2] = 'oops';
    expect(yearTotal('electricity', {}, months)).toBe('0.3');
    // Nothing entered has no total, as the server's (ADR 0069): the drawer says "Not entered", never 0.
    expect(yearTotal('electricity', {}, blank())).toBe('');
    expect(yearTotal('electricity', {}, ['0', ...blank().slice(1)])).toBe('0');
  });

  it('takes a stock denominator as at the last month entered', () => {
    const months = blank();
    months[3] = '1800';
    months[9] = '1850';
    expect(yearTotal('intensity', { denominator: 'floorArea' }, months)).toBe('1850');
    expect(yearTotal('intensity', { denominator: 'revenue' }, months)).toBe('3650');
  });
});
