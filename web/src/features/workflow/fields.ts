import { isBilingual, readerText, type TextLanguage } from '@esg/core/catalogue/bilingual';
import type { DataPage } from '@esg/core/catalogue/dataPage';
import { fieldsOf } from '@esg/core/catalogue/page';
import { toDisplayDate } from '@esg/core/lib/dates';
import { groupedDecimal } from '@esg/core/lib/decimal';
import { withProvisionTitles } from '@esg/core/catalogue/provisionTitle';
import { pageByKey } from '@esg/core/pages/index';
import { WHOLE_FIELD } from '@esg/core/schemas/workflow';
import { LOCALE, type Language } from '../../i18n/languages';
import { placeOf, type PathWords } from '../../forms/locate';

/** The field a comment or a change names that stands for the page (or location) as a whole (ADR 0102's digest). */
export const WHOLE = WHOLE_FIELD;

/**
 * The page's own declaration, for its field labels (a comply choice's with its provision's title, ADR 0144);
 * undefined for a key outside the page modules.
 */
export const declarationOf = (pageKey: string): DataPage | undefined => {
  const page = pageByKey(pageKey);
  return page && withProvisionTitles(page);
};

/**
 * What a field of a task is called in the reader's language: a page's field by its label (a path by where it is);
 * on a location the API already names the row (its location and key texts). Never an id: a path no declaration
 * labels is shown as nothing (`fallback`).
 */
export function fieldLabel(
  page: DataPage | undefined,
  field: string,
  lang: Language,
  words: PathWords,
  location: boolean,
  fallback: string,
): string {
  if (field === WHOLE) return fallback;
  if (location) return field;
  if (!page) return fallback;
  const place = placeOf(page, field, lang, words);
  return place.label === field ? fallback : place.label;
}

/** Whether a page's field holds a figure (a number question: stored decimal text, shown grouped). */
export const isFigure = (page: DataPage | undefined, field: string) =>
  !!page && fieldsOf(page).some((f) => f.id === field && f.kind === 'number');

/** The page's questions a comment can be put on, in form order, by their labels. */
export const commentableFields = (page: DataPage | undefined, lang: Language) =>
  (page ? fieldsOf(page) : []).map((f) => ({ value: f.id, label: f.labels[lang] }));

/**
 * A value before or after a change, as a reader sees it: text as it is, a figure with its thousands grouped (as the
 * rest of the product shows one), a date as DD-MM-YYYY, a translation in the reader's language, a table by its number
 * of rows.
 */
export interface ValueWords {
  empty: string;
  changed: string;
  rows: (count: number) => string;
  /** One language's text of a translatable answer, named as the form labels it (ADR 0096): "English: …". */
  inLanguage: (language: TextLanguage, text: string) => string;
  /** A Traditional text converted for a reader of Simplified once the converter has loaded (`useSimplified`). */
  toSimplified?: (hk: string) => string;
}

/** `figure`: the value is a stored decimal text (a resource row's month), shown grouped. */
export function valueText(value: unknown, lang: Language, words: ValueWords, figure = false): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'number') return groupedDecimal(String(value));
  if (typeof value === 'string') return figure ? groupedDecimal(value) : (toDisplayDate(value) ?? value);
  if (Array.isArray(value)) return value.length === 0 ? words.empty : words.rows(value.length);
  if (isBilingual(value)) return readerText(value, lang, words.toSimplified) || words.empty;
  return words.changed;
}

const LANGUAGES = ['en', 'hk', 'cn'] as const satisfies readonly TextLanguage[];
const typed = (value: unknown, l: TextLanguage) => (isBilingual(value) && typeof value[l] === 'string' ? value[l] : '');

/**
 * A change as the lines a reader sees on each side. A translatable answer (ADR 0096) shows the languages whose text
 * changed, each named ("English: …"): the one a reader's language would show may be the one left as it was. A change
 * of nothing but its "may need updating" mark shows the text in the reader's language on both sides.
 */
export function changeLines(
  before: unknown,
  after: unknown,
  lang: Language,
  words: ValueWords,
  figure = false,
): { before: string[]; after: string[] } {
  const changed = LANGUAGES.filter((l) => typed(before, l) !== typed(after, l));
  const side = (value: unknown) =>
    isBilingual(value) && changed.length > 0
      ? changed.map((l) => words.inLanguage(l, typed(value, l) || words.empty))
      : [valueText(value, lang, words, figure)];
  return { before: side(before), after: side(after) };
}

/**
 * The n-th month (1–12) of the financial year ending `yearEnd` (YYYY-MM-DD), by name and year in the reader's
 * language: a row's months run from the year's first month, not from January.
 */
export function monthName(month: number, yearEnd: string, lang: Language): string {
  const endYear = Number(yearEnd.slice(0, 4));
  const endMonth = Number(yearEnd.slice(5, 7));
  const index = endMonth + month - 12; // months after the year's last: ≤ 0 falls in the calendar year before
  const date = new Date(Date.UTC(index > 0 ? endYear : endYear - 1, (((index - 1) % 12) + 12) % 12, 1));
  return new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
