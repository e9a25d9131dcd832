import { describe, expect, it } from 'vitest';
import { declarationOf, fieldLabel, monthName, valueText } from './fields';

const WORDS = {
  row: (n: number) => `Row ${n}`,
  reason: 'Reason',
  address: 'Address',
  city: 'City',
  country: 'Country',
};
const SHOWN = { empty: '(empty)', changed: '(changed)', rows: (n: number) => `${n} rows` };

describe('what the review calls a field, a value and a month', () => {
  it('names a page field by its label in the reader’s language, never by its id', () => {
    const page = declarationOf('board_statement');
    expect(fieldLabel(page, 'boardOversight', 'en', WORDS, false, '-')).toBe("The board's oversight of ESG issues");
    expect(fieldLabel(page, 'boardOversight', 'hk', WORDS, false, '-')).toBe('董事會對環境、社會及管治事宜的監管');
    expect(fieldLabel(page, 'noSuchField', 'en', WORDS, false, 'The whole page')).toBe('The whole page');
    expect(fieldLabel(page, '*', 'en', WORDS, false, 'The whole page')).toBe('The whole page');
    expect(fieldLabel(undefined, 'boardOversight', 'en', WORDS, false, '-')).toBe('-');
    // On a location the API names the row already.
    expect(fieldLabel(page, 'Shop · CLP', 'en', WORDS, true, '-')).toBe('Shop · CLP');
  });

  it('shows a value as the reader reads it: a date as DD-MM-YYYY, a translation in their language', () => {
    expect(valueText('2026-05-12', 'en', SHOWN)).toBe('12-05-2026');
    expect(valueText(12.5, 'en', SHOWN)).toBe('12.5');
    expect(valueText(null, 'en', SHOWN)).toBe('(empty)');
    expect(valueText({ en: 'Board', hk: '董事會' }, 'hk', SHOWN)).toBe('董事會');
    expect(valueText({ en: 'Board' }, 'cn', SHOWN)).toBe('Board');
    expect(valueText([{ award: 'x' }, { award: 'y' }], 'en', SHOWN)).toBe('2 rows');
    expect(valueText([], 'en', SHOWN)).toBe('(empty)');
    expect(valueText({ answer: 'yes' }, 'en', SHOWN)).toBe('(changed)');
  });

  it('counts a row’s months from the financial year’s first month', () => {
    expect(monthName(1, '2025-12-31', 'en')).toBe('January 2025');
    expect(monthName(1, '2026-03-31', 'en')).toBe('April 2025');
    expect(monthName(10, '2026-03-31', 'en')).toBe('January 2026');
    expect(monthName(12, '2026-03-31', 'en')).toBe('March 2026');
    expect(monthName(1, '2026-03-31', 'cn')).toBe('2025年4月');
  });
});
