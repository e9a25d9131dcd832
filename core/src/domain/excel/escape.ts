/**
 * Formula injection (OWASP "CSV injection"): a cell whose text starts with one of these is run as a
 * formula by spreadsheet programs when a user retypes or pastes it. The workbook writes every text
 * from user data as a string cell with the text number format (`@`), so Excel shows it and keeps it
 * as text even when edited; the value itself is never changed, so a round trip changes nothing.
 */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

export const startsLikeFormula = (text: string) => FORMULA_LEAD.test(text);

/** The text number format: Excel treats whatever the cell holds, or is retyped into it, as text. */
export const TEXT_FORMAT = '@';

/** A user text as a cell: always a plain string (never a formula object), flagged when it looks like one. */
export function textCell(text: string): { value: string; numFmt: typeof TEXT_FORMAT; risky: boolean } {
  return { value: text, numFmt: TEXT_FORMAT, risky: startsLikeFormula(text) };
}
