import { isBilingual, readerText, type TextLanguage } from '@esg/core/catalogue/bilingual';
import type { DataPage } from '@esg/core/catalogue/dataPage';
import { ADDRESS_PARTS } from '@esg/core/catalogue/addressParts';
import { fieldsOf } from '@esg/core/catalogue/page';
import type { Field } from '@esg/core/catalogue/types';
import { toDisplayDate } from '@esg/core/lib/dates';
import { groupedDecimal } from '@esg/core/lib/decimal';
import { withProvisionTitles } from '@esg/core/catalogue/provisionTitle';
import { pageByKey } from '@esg/core/pages/index';
import { WHOLE_FIELD } from '@esg/core/schemas/workflow';
import { LOCALE, type Language } from '../../i18n/languages';
import { placeOf, type PathWords } from '../../forms/locate';
import { alignRows } from './alignRows';

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
 * A location's row as the API keys it in a change or a comment — the location's stored name, then the row's key
 * texts (ADR 0102) — with the location named in the reader's language (`shown`, ADR 0121). A key from another
 * location's name is left as it is.
 */
export function rowInLanguage(field: string, location: { name: string }, shown: string): string {
  if (field === location.name) return shown;
  const prefix = `${location.name} · `;
  return field.startsWith(prefix) ? `${shown} · ${field.slice(prefix.length)}` : field;
}

/**
 * What a field of a task is called in the reader's language: a page's field by its label (a path by where it is);
 * on a location the row as the API keys it, its location named in the reader's language first (`rowInLanguage`).
 * Never an id: a path no declaration labels is shown as nothing (`fallback`).
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

/**
 * A page's table (or address list) field's columns, to name a changed cell and to compare rows by — not a list's
 * sequence column: a row is named by its place already ("Row 2"), and its numbers are typed again 1..n once a row is
 * removed (a gap is refused, `checkSequence`), so comparing them would show every row after it as changed. Undefined
 * for any other field.
 */
export function tableColumns(page: DataPage | undefined, field: string): readonly Field[] | undefined {
  const f = page && fieldsOf(page).find((x) => x.id === field);
  if (f?.kind === 'addressList') return ADDRESS_PARTS;
  return f?.kind === 'table' ? f.columns.filter((c) => c.id !== f.sequenceColumn) : undefined;
}

/** The page's questions a comment can be put on, in form order, by their labels. */
export const commentableFields = (page: DataPage | undefined, lang: Language) =>
  (page ? fieldsOf(page) : []).map((f) => ({ value: f.id, label: f.labels[lang] }));

/**
 * A value before or after a change, as a reader sees it: text as it is, a figure with its thousands grouped (as the
 * rest of the product shows one), a date as DD-MM-YYYY, a translation in the reader's language, a table by its number
 * of rows (or, its columns known, by the rows that changed: `changeLines`).
 */
export interface ValueWords {
  empty: string;
  changed: string;
  rows: (count: number) => string;
  /** One language's text of a translatable answer, named as the form labels it (ADR 0096): "English: …". */
  inLanguage: (language: TextLanguage, text: string) => string;
  /** A Traditional text converted for a reader of Simplified once the converter has loaded (`useSimplified`). */
  toSimplified?: (hk: string) => string;
  /** A table's row by its number (1-based) and a cell's place and value ("Row 1 › Award: …"), as the form names them. */
  row: (n: number) => string;
  cell: (place: string, value: string) => string;
  /** The changed rows past the first `CHANGED_ROWS`, counted. */
  moreRows: (count: number) => string;
  /** A row removed, on the after side; a row added, on the before side (neither has a place there). */
  rowRemoved: string;
  rowAdded: string;
  /** A changed row on the after side, by its place now and its place before ("Row 2 (was Row 3)"), when they differ. */
  rowWas: (row: string, was: string) => string;
}

/** The changed rows a table's change names; the rest are counted (the list stays a glance). */
export const CHANGED_ROWS = 5;

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
  shape: { figure?: boolean; columns?: readonly Field[] } = {},
): { before: string[]; after: string[] } {
  const { figure = false, columns } = shape;
  if (columns && (Array.isArray(before) || Array.isArray(after))) {
    const rows = tableChangeLines(before, after, columns, lang, words);
    if (rows.before.length > 0) return rows;
  }
  const changed = LANGUAGES.filter((l) => typed(before, l) !== typed(after, l));
  const side = (value: unknown) =>
    isBilingual(value) && changed.length > 0
      ? changed.map((l) => words.inLanguage(l, typed(value, l) || words.empty))
      : [valueText(value, lang, words, figure)];
  return { before: side(before), after: side(after) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A table's change as the rows that changed, aligned by their content (`alignRows`, ADR 0102 amended): a row removed
 * or added elsewhere leaves the rest as they were. A changed row by the cells that changed ("Row 1 › Award: …" on
 * each side, a translatable cell as `changeLines` shows a translation), a row removed or added whole on its side and
 * marked so on the other — the first `CHANGED_ROWS` of them, the rest counted. Each side names a row by its place in
 * its own table, the after side its place before too when that differs ("Row 2 (was Row 3)"). Rows are compared on
 * `columns`, so never on a list's sequence column (`tableColumns`). Nothing named (a change of no column's value): no
 * lines.
 */
function tableChangeLines(
  before: unknown,
  after: unknown,
  columns: readonly Field[],
  lang: Language,
  words: ValueWords,
): { before: string[]; after: string[] } {
  type Row = Record<string, unknown> | undefined;
  const was: Row[] = Array.isArray(before) ? before : [];
  const now: Row[] = Array.isArray(after) ? after : [];
  const key = (row: Row) => JSON.stringify(columns.map((c) => row?.[c.id] ?? null));
  const cell = (row: Row, c: Field) => valueText(row?.[c.id], lang, words, c.kind === 'number');
  const whole = (row: Row) =>
    columns
      .map((c) => cell(row, c))
      .filter((v) => v !== words.empty)
      .join(' · ') || words.empty;
  const out = { before: [] as string[], after: [] as string[] };
  const steps = alignRows(was.map(key), now.map(key));
  for (const step of steps.slice(0, CHANGED_ROWS)) {
    if (step.kind === 'removed') {
      out.before.push(words.cell(words.row(step.was + 1), whole(was[step.was])));
      out.after.push(words.rowRemoved);
    } else if (step.kind === 'added') {
      out.before.push(words.rowAdded);
      out.after.push(words.cell(words.row(step.now + 1), whole(now[step.now])));
    } else {
      const [b, a] = [was[step.was], now[step.now]];
      const [rowBefore, rowAfter] = [words.row(step.was + 1), words.row(step.now + 1)];
      const moved = step.was === step.now ? rowAfter : words.rowWas(rowAfter, rowBefore);
      for (const c of columns.filter((x) => !same(b?.[x.id], a?.[x.id]))) {
        // A translatable cell as any translation: the languages that changed, each named.
        const lines = changeLines(b?.[c.id], a?.[c.id], lang, words, { figure: c.kind === 'number' });
        const label = c.labels[lang];
        out.before.push(...lines.before.map((v) => words.cell(`${rowBefore} › ${label}`, v)));
        out.after.push(...lines.after.map((v) => words.cell(`${moved} › ${label}`, v)));
      }
    }
  }
  if (steps.length > CHANGED_ROWS) {
    const more = words.moreRows(steps.length - CHANGED_ROWS);
    out.before.push(more);
    out.after.push(more);
  }
  return out;
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
