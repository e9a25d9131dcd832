import { isFullWidthNumber } from '@esg/core/catalogue/values';
import { yearTotalOf } from '@esg/core/lib/decimal';

/** A year has twelve months, in the financial year's order. */
export const MONTH_COUNT = 12;
/** The API takes at most this many characters per month (core Quantity). */
export const MAX_MONTH_CHARS = 30;

/**
 * The first day of each month of the financial year that ends on `yearEnd` (YYYY-MM-DD), in
 * order: a year ending 31-03-2026 runs April 2025 … March 2026.
 */
export function financialMonths(yearEnd: string): Date[] {
  const [y, m] = yearEnd.split('-').map(Number) as [number, number];
  return Array.from({ length: MONTH_COUNT }, (_, i) => new Date(Date.UTC(y, m - 1 - (MONTH_COUNT - 1) + i, 1)));
}

/** 'Apr 2025' in the interface's locale. */
export function monthLabels(yearEnd: string, locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return financialMonths(yearEnd).map((d) => format.format(d));
}

export type MonthIssue = 'numberFormat' | 'halfWidthDigits' | 'negative' | 'tooLong';

/**
 * The spec's validation rules: a month takes digits and one decimal point only. Blank is fine (not entered); a point
 * at either end is fine while typing ('12.', '.5') and tidied by `storedMonth`.
 */
export function monthIssue(text: string): MonthIssue | null {
  const t = text.trim();
  if (t === '') return null;
  // A quantity used is never negative: said as such, as the Excel import says it, not as a wrong format.
  if (/^-\d*\.?\d*$/.test(t) && /\d/.test(t)) return 'negative';
  // Full-width digits (１２) are digits the user typed: named as such (core numberFormatProblem), never rewritten.
  if (!/^\d*\.?\d*$/.test(t) || !/\d/.test(t)) return isFullWidthNumber(t) ? 'halfWidthDigits' : 'numberFormat';
  if (storedMonth(t).length > MAX_MONTH_CHARS) return 'tooLong';
  return null;
}

/** The text the API stores for a valid month: '.5' → '0.5', '12.' → '12', blanks stay ''. */
export function storedMonth(text: string): string {
  const t = text.trim();
  if (t === '') return '';
  const withLead = t.startsWith('.') ? `0${t}` : t;
  return withLead.endsWith('.') ? withLead.slice(0, -1) : withLead;
}

/** The months' issues by index; empty when every month can be saved. */
export function monthIssues(months: readonly string[]): Map<number, MonthIssue> {
  const out = new Map<number, MonthIssue>();
  months.forEach((m, i) => {
    const issue = monthIssue(m);
    if (issue) out.set(i, issue);
  });
  return out;
}

/** Whether what is typed differs from what was loaded (ignoring what saving would tidy away). */
export function isDirty(loaded: readonly string[], typed: readonly string[]): boolean {
  return typed.some((v, i) => (monthIssue(v) ? true : storedMonth(v)) !== storedMonth(loaded[i] ?? ''));
}

/** Stocks (floor area, headcount, shops) count as at the year end; every other row adds up its months. */
const STOCKS = new Set(['floorArea', 'headcount', 'shops']);

/**
 * The row's year total as the server computes it (core resources/read.ts rowTotal), exactly, over
 * the valid months typed so far: shown live in the drawer.
 */
export function yearTotal(type: string, attributes: Record<string, unknown>, months: readonly string[]): string {
  const valid = months.map((m) => (monthIssue(m) ? '' : storedMonth(m)));
  return yearTotalOf(valid, type === 'intensity' && STOCKS.has(String(attributes.denominator)));
}
