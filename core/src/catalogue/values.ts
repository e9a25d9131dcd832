import { parseDecimal, rational, type Rational } from '../lib/rational';

/**
 * Stored answers. Numbers travel and are stored as decimal text ('1250.5'), exactly as typed: JSON
 * numbers would turn 0.1 + 0.2 into 0.30000000000000004 in a total and cannot carry more than 15
 * significant digits; the spec's rule (digits and one decimal point) is a rule about text anyway.
 * An unanswered optional field is '' (what an emptied input sends), null, or absent.
 */
export type NumberValue = string;
export type ScalarValue = string | readonly string[] | null;
export type YesNoAnswer = 1 | 0 | -1;
export const YES_NO_ANSWERS: readonly YesNoAnswer[] = [1, 0, -1];

export interface YesNoValue {
  answer: YesNoAnswer;
  reason?: string;
  details?: Record<string, FieldValue>;
}
/** A row's cells; a translatable column's cell holds its languages (docs/decisions/0121). */
export type TableRow = Record<string, ScalarValue | BilingualText>;
/** An address of a list; each part typed in both languages where the company has (docs/decisions/0121). */
export interface AddressValue {
  address: string | BilingualText;
  city?: string | BilingualText | null;
  country?: string | BilingualText | null;
}
export interface MonthlyRow {
  keys: Record<string, string>;
  unit?: string | null;
  months: NumberValue[];
}
/**
 * A translatable answer (docs/decisions/0096-bilingual-answers.md): English and Traditional Chinese as
 * typed ('' while missing), Simplified only where the mainland wording differs (else derived from the
 * Traditional), and the language that may need updating because the other changed after it (set on save).
 */
export interface BilingualText {
  en: string;
  hk: string;
  cn?: string;
  stale?: 'en' | 'hk';
}
export type FieldValue = ScalarValue | BilingualText | YesNoValue | TableRow[] | AddressValue[] | MonthlyRow[];
export type PagePayload = Record<string, FieldValue | undefined>;

export const MONTHS = 12;

/** Digits with at most one decimal point; a leading minus only where the field allows it. */
export const decimalPattern = (allowNegative = false) => (allowNegative ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/);

/**
 * A number typed in a Chinese input method's full-width mode (１２, １２．５): digits only once NFKC folds it. It is
 * refused as typed, never rewritten (docs/decisions/0068), but named for what it is: the user did type digits.
 */
export const isFullWidthNumber = (s: string) => {
  const folded = s.normalize('NFKC');
  return folded !== s && decimalPattern(true).test(folded);
};

/**
 * The one number-format rule of every number a user types (a page's number field, a resource row's month, the web's
 * own check of both): the catalogue key of what is wrong with the text's format, undefined when it is decimal text.
 */
export const numberFormatProblem = (s: string, allowNegative = true): 'numberFormat' | 'halfWidthDigits' | undefined =>
  decimalPattern(allowNegative).test(s) ? undefined : isFullWidthNumber(s) ? 'halfWidthDigits' : 'numberFormat';

/** The exact value of a stored number; undefined for '' or anything that is not decimal text. */
export function decimalValue(text: unknown): Rational | undefined {
  if (typeof text !== 'string' || !decimalPattern(true).test(text)) return undefined;
  return parseDecimal(text);
}

export const compareRational = (a: Rational, b: Rational) => {
  const d = a.n * b.d - b.n * a.d;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const ZERO = /* @__PURE__ */ rational(0n);
