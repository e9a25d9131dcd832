import { describe, expect, it } from 'vitest';
import {
  CHANGED_ROWS,
  changeLines,
  declarationOf,
  fieldLabel,
  isFigure,
  monthName,
  tableColumns,
  valueText,
} from './fields';

const WORDS = {
  row: (n: number) => `Row ${n}`,
  reason: 'Reason',
  address: 'Address',
  city: 'City',
  country: 'Country',
  language: { en: 'English', hk: 'Traditional Chinese', cn: 'Simplified Chinese' },
};
const NAMES = WORDS.language;
const SHOWN = {
  empty: '(empty)',
  changed: '(changed)',
  rows: (n: number) => `${n} rows`,
  inLanguage: (l: keyof typeof NAMES, text: string) => `${NAMES[l]}: ${text}`,
  row: (n: number) => `Row ${n}`,
  cell: (place: string, value: string) => `${place}: ${value}`,
  moreRows: (n: number) => `${n} more rows`,
  rowRemoved: '(row removed)',
  rowAdded: '(row added)',
  rowWas: (row: string, was: string) => `${row} (was ${was})`,
};

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
    expect(valueText(1234567.5, 'en', SHOWN)).toBe('1,234,567.5');
    expect(valueText('1234567.5', 'en', SHOWN, true)).toBe('1,234,567.5');
    // A text answer of digits (a telephone number) is not a figure.
    expect(valueText('23456789', 'en', SHOWN)).toBe('23456789');
    expect(valueText(null, 'en', SHOWN)).toBe('(empty)');
    expect(valueText({ en: 'Board', hk: '董事會' }, 'hk', SHOWN)).toBe('董事會');
    expect(valueText({ en: 'Board' }, 'cn', SHOWN)).toBe('Board');
    // A Simplified reader reads the Traditional text before the English (the Simplified override is usually empty).
    expect(valueText({ en: 'Board', hk: '董事會', cn: '' }, 'cn', SHOWN)).toBe('董事會');
    expect(valueText({ en: 'Board', hk: '董事會' }, 'cn', { ...SHOWN, toSimplified: () => '董事会' })).toBe('董事会');
    expect(valueText([{ award: 'x' }, { award: 'y' }], 'en', SHOWN)).toBe('2 rows');
    expect(valueText([], 'en', SHOWN)).toBe('(empty)');
    expect(valueText({ answer: 'yes' }, 'en', SHOWN)).toBe('(changed)');
  });

  it('shows a translation’s change as the languages that changed, each named', () => {
    const before = { en: 'Board oversight', hk: '董事會監察' };
    const after = { en: 'Board oversight of ESG', hk: '董事會監察', stale: 'hk' };
    for (const lang of ['en', 'hk', 'cn'] as const)
      expect(changeLines(before, after, lang, SHOWN)).toEqual({
        before: ['English: Board oversight'],
        after: ['English: Board oversight of ESG'],
      });
    expect(changeLines(before, { en: '', hk: '董事會監管' }, 'en', SHOWN)).toEqual({
      before: ['English: Board oversight', 'Traditional Chinese: 董事會監察'],
      after: ['English: (empty)', 'Traditional Chinese: 董事會監管'],
    });
    // A first answer: the languages typed; nothing before.
    expect(changeLines(null, { en: '', hk: '董事會' }, 'en', SHOWN)).toEqual({
      before: ['(empty)'],
      after: ['Traditional Chinese: 董事會'],
    });
    // Only the "may need updating" mark changed: the text in the reader's language on both sides.
    expect(changeLines(before, { ...before, stale: 'en' }, 'cn', SHOWN)).toEqual({
      before: ['董事會監察'],
      after: ['董事會監察'],
    });
    expect(changeLines('1000', '2000.5', 'en', SHOWN, { figure: true })).toEqual({
      before: ['1,000'],
      after: ['2,000.5'],
    });
  });

  it('shows a table’s change as its changed rows, a translatable cell by its languages, the rest counted', () => {
    const columns = tableColumns(declarationOf('corp_awards'), 'awards')!;
    expect(columns.map((c) => c.id)).toEqual(['award', 'awardedBy', 'awardedOn']);
    const award = (name: unknown, by = 'HKCSS') => ({ sequence: '1', award: name, awardedBy: by });
    // A row removed: whole on its side, empty on the other; a translation's English rewritten: named.
    expect(
      changeLines(
        [award({ en: 'Caring', hk: '關愛' }), award('Green', 'WWF')],
        [award({ en: 'Caring Company', hk: '關愛' })],
        'hk',
        SHOWN,
        { columns },
      ),
    ).toEqual({
      before: ['Row 1 › 獎項: English: Caring', 'Row 2: Green · WWF'],
      after: ['Row 1 › 獎項: English: Caring Company', '(row removed)'],
    });
    // Many rows changed: the first few named, the rest counted.
    const many = (suffix: string) => Array.from({ length: CHANGED_ROWS + 2 }, (_, i) => award(`A${i}${suffix}`));
    const lines = changeLines(many(''), many('!'), 'en', SHOWN, { columns });
    expect(lines.after).toHaveLength(CHANGED_ROWS + 1);
    expect(lines.after.at(-1)).toBe('2 more rows');
    // Nothing a column shows changed: the rows counted, as before.
    expect(changeLines([award('A')], [{ ...award('A'), extra: 1 }], 'en', SHOWN, { columns })).toEqual({
      before: ['1 rows'],
      after: ['1 rows'],
    });
  });

  describe('a table’s rows, aligned by what they hold', () => {
    const columns = tableColumns(declarationOf('corp_awards'), 'awards')!;
    const names = ['Caring', 'Green', 'Safety', 'Quality', 'Energy'];
    /** A corporate award's list as stored: numbered 1..n in its sequence column, renumbered on every change. */
    const list = (awards: unknown[]) =>
      awards.map((award, i) => ({ sequence: String(i + 1), award, awardedBy: 'HKCSS', awardedOn: '2025-06-30' }));
    const lines = (before: unknown[], after: unknown[], lang: 'en' | 'hk' = 'en') =>
      changeLines(list(before), list(after), lang, SHOWN, { columns });

    it('shows the first of five rows removed as that row alone, the rest renumbered but unchanged', () => {
      expect(lines(names, names.slice(1))).toEqual({
        before: ['Row 1: Caring · HKCSS · 30-06-2025'],
        after: ['(row removed)'],
      });
    });

    it('shows a row inserted at the top as that row alone', () => {
      expect(lines(names, ['Water', ...names])).toEqual({
        before: ['(row added)'],
        after: ['Row 1: Water · HKCSS · 30-06-2025'],
      });
    });

    it('names a cell edited after a row removed above it by its place on each side', () => {
      expect(lines(names, ['Green', 'Safety', 'Quality Mark', 'Energy'])).toEqual({
        before: ['Row 1: Caring · HKCSS · 30-06-2025', 'Row 4 › Award: Quality'],
        after: ['(row removed)', 'Row 3 (was Row 4) › Award: Quality Mark'],
      });
      // Edited where it was, nothing moved: one place.
      const renamed = names.map((n) => (n === 'Safety' ? 'Safety First' : n));
      expect(lines(names, renamed)).toEqual({
        before: ['Row 3 › Award: Safety'],
        after: ['Row 3 › Award: Safety First'],
      });
    });

    it('shows a row moved as removed from its old place and added at its new one', () => {
      expect(lines(names, ['Energy', ...names.slice(0, 4)])).toEqual({
        before: ['(row added)', 'Row 5: Energy · HKCSS · 30-06-2025'],
        after: ['Row 1: Energy · HKCSS · 30-06-2025', '(row removed)'],
      });
    });

    it('aligns rows by their translatable cells, the changed cell by its languages', () => {
      const bilingual = names.map((en) => ({ en, hk: `${en}獎` }));
      const after = bilingual.slice(1).map((a) => (a.en === 'Quality' ? { ...a, en: 'Quality Mark' } : a));
      expect(lines(bilingual, after, 'hk')).toEqual({
        before: ['Row 1: Caring獎 · HKCSS · 30-06-2025', 'Row 4 › 獎項: English: Quality'],
        after: ['(row removed)', 'Row 3 (was Row 4) › 獎項: English: Quality Mark'],
      });
    });

    it('counts the rows past the first few, each removed row once', () => {
      const many = Array.from({ length: 12 }, (_, i) => `A${i}`);
      const kept = many.filter((_, i) => i % 2 === 1);
      const shown = lines(many, kept);
      expect(shown.before).toHaveLength(CHANGED_ROWS + 1);
      expect(shown.after).toEqual([...Array(CHANGED_ROWS).fill('(row removed)'), '1 more rows']);
    });
  });

  it('knows a page’s number questions as figures', () => {
    const page = declarationOf('board_statement');
    expect(isFigure(page, 'boardOversight')).toBe(false);
    expect(isFigure(declarationOf('product'), 'productsSold')).toBe(true);
    expect(isFigure(undefined, 'boardOversight')).toBe(false);
  });

  it('counts a row’s months from the financial year’s first month', () => {
    expect(monthName(1, '2025-12-31', 'en')).toBe('January 2025');
    expect(monthName(1, '2026-03-31', 'en')).toBe('April 2025');
    expect(monthName(10, '2026-03-31', 'en')).toBe('January 2026');
    expect(monthName(12, '2026-03-31', 'en')).toBe('March 2026');
    expect(monthName(1, '2026-03-31', 'cn')).toBe('2025年4月');
  });
});
