/**
 * Formula injection (OWASP "CSV injection", docs/decisions/0062-hostile-input.md): a text
 * starting with one of these is run as a formula by spreadsheet programs when it is opened as CSV,
 * pasted or retyped. Every export that carries user text makes it safe through this module: the
 * workbooks keep the value and mark the cell as text (TEXT_FORMAT); plain-text exports (CSV, the Word
 * edition's tables) put an apostrophe before it, the prefix spreadsheets read as "this is text".
 * The full-width forms of = + - @ (U+FF1D, U+FF0B, U+FF0D, U+FF20), which a Chinese input method types, are leads
 * too: spreadsheets in East Asian locales read them as their ASCII forms.
 */
const FORMULA_LEAD = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export const startsLikeFormula = (text: string) => FORMULA_LEAD.test(text);

/** The text number format: Excel treats whatever the cell holds, or is retyped into it, as text. */
export const TEXT_FORMAT = '@';

/** A text for a plain-text export: unchanged unless it starts like a formula, then with a leading apostrophe. */
export const formulaSafeText = (text: string) => (startsLikeFormula(text) ? `'${text}` : text);

/** A figure as a report or CSV writes it: an optional sign, digits with grouping commas, decimals, an exponent or a percent. */
const FIGURE = /^[-+]?\d[\d,]*(\.\d+)?(e[+-]?\d+)?%?$/i;

/** A cell that may hold a figure or text: a figure stays as written (a negative number stays a number), text as above. */
export const formulaSafeCell = (text: string) => (FIGURE.test(text) ? text : formulaSafeText(text));
