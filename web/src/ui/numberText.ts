import type { CatalogueMessageKey } from '@esg/core/catalogue/messages';
import { catalogueText } from '../i18n/catalogueText';
import type { Language } from '@esg/core/schemas/common';
import { numberFormatProblem } from '@esg/core/catalogue/values';

/** What is wrong with the text of a number field, as a catalogue message key and its params. */
export interface NumberProblem {
  key: Extract<CatalogueMessageKey, 'numberFormat' | 'halfWidthDigits' | 'min' | 'wholeNumber'>;
  params?: Record<string, string>;
}

/**
 * The spec's validation rules: a number input accepts digits and one decimal point (a leading minus where the field
 * allows negatives). What was typed is never rewritten (docs/decisions/0068): text that is not
 * such a number is kept as typed and named here — full-width digits (１２) as such, else "Please enter digits and at most one decimal point" (what a
 * number field takes, as the resource pages say it), a minus where the
 * field refuses negatives "at least 0", a point in a whole-number field "a whole number" — so
 * nobody saves a value they did not type. Blank is no problem here (required is the form's rule).
 */
export function numberTextProblem(typed: string, allowNegative = false, whole = false): NumberProblem | undefined {
  const text = typed;
  if (text === '') return undefined;
  // The catalogue's own pattern, so what shows as fine here is what the save takes.
  const format = numberFormatProblem(text);
  if (format) return { key: format };
  if (text.startsWith('-') && !allowNegative) return { key: 'min', params: { min: '0' } };
  if (whole && text.includes('.')) return { key: 'wholeNumber' };
  return undefined;
}

/** The problem's message in the user's language; undefined when the text is a number the field takes. */
export function numberProblemText(typed: string, lang: Language, allowNegative = false, whole = false) {
  const problem = numberTextProblem(typed, allowNegative, whole);
  return problem && catalogueText(problem.key, lang, problem.params);
}
