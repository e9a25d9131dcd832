import { MAX_QUANTITY_LENGTH } from './limits';
import type { ImportMessageKey } from './messages';
import { plainDecimal } from './quantity';
import { isFullWidthNumber } from '../../catalogue/values';

/** A cell as read, or why it cannot be. */
export type CellRead<T> = { ok: true; value: T } | { ok: false; key: ImportMessageKey };

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value });
const fail = (key: ImportMessageKey): CellRead<never> => ({ ok: false, key });

/**
 * Why a cell cannot be read, for the readers that run on every cell of a workbook (`quantityText`,
 * `cellText`): one frozen object per message key, so a cell that reads well costs no allocation
 * (docs/decisions/0060-excel-validation-speed.md).
 */
export interface CellProblem {
  readonly problem: ImportMessageKey;
}
const problems = new Map<ImportMessageKey, CellProblem>();
export function cellProblem(key: ImportMessageKey): CellProblem {
  let p = problems.get(key);
  if (!p) problems.set(key, (p = Object.freeze({ problem: key })));
  return p;
}

/**
 * What a cell holds once formulas are replaced by their cached results (a formula without one is
 * an error at that cell: the import never calculates), rich text joined and links by their text.
 */
export function resolved(v: unknown): CellRead<string | number | boolean | Date | null> {
  if (v === null || v === undefined) return ok(null);
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return ok(v);
  const o = v as Record<string, unknown>;
  if ('formula' in o || 'sharedFormula' in o) {
    if (o.result === undefined || o.result === null) return fail('formulaNoValue');
    // #DIV/0! and the like: an error object, or NaN where the streaming reader parsed its text as a number.
    if (typeof o.result === 'object' && !(o.result instanceof Date)) return fail('formulaError');
    if (typeof o.result === 'number' && Number.isNaN(o.result)) return fail('formulaError');
    return resolved(o.result);
  }
  if (Array.isArray(o.richText)) return ok((o.richText as { text?: string }[]).map((r) => r.text ?? '').join(''));
  if (typeof o.text === 'string') return ok(o.text);
  if ('error' in o) return fail('formulaError');
  return fail('notANumber');
}

/**
 * Whether a number format shows a date or time (what a cell's serial number then means), as Excel
 * and exceljs judge it: d, m, y, h or s outside quoted text and [colour] / [$-locale] brackets.
 */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const shown = format
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/[\\_*]./g, '');
  return /[ymdhs]/i.test(shown);
}

/** A date-formatted formula's cached serial number as the date it shows (1900 date system). */
export const serialDate = (serial: number) => new Date(Math.round((serial - 25569) * 86_400_000));

/**
 * A month's quantity as the stored decimal text ('' when empty): digits and one decimal point, ≥ 0.
 * A date (a date-formatted cell, read as a Date), TRUE/FALSE and a formula's error are refused by name:
 * none of them is a quantity, whatever number Excel keeps behind it.
 */
export function quantityText(v: unknown): string | CellProblem {
  if (typeof v === 'number') {
    if (v < 0) return cellProblem('negative');
    const text = plainDecimal(v);
    return text === undefined || text.length > MAX_QUANTITY_LENGTH ? cellProblem('notANumber') : text;
  }
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return '';
    if (/^-\s*\d/.test(s)) return cellProblem('negative');
    if (/^\d+(\.\d+)?$/.test(s)) return s.length <= MAX_QUANTITY_LENGTH ? s : cellProblem('notANumber');
    // Digits typed in a Chinese input method's full-width mode are refused as typed, but named (ADR 0068).
    return cellProblem(isFullWidthNumber(s) ? 'halfWidthDigits' : 'notANumber');
  }
  if (v === null || v === undefined) return '';
  const r = resolved(v); // a formula's result, rich text, a link, an error; booleans and dates
  if (!r.ok) return cellProblem(r.key);
  const x = r.value;
  if (x instanceof Date) return cellProblem('dateInNumber');
  if (typeof x === 'boolean') return cellProblem('booleanInNumber');
  return x === null || typeof x === 'number' || typeof x === 'string' ? quantityText(x) : cellProblem('notANumber');
}

/** A text cell ('' when empty); numbers typed into a text column are read as they show. */
export function cellText(v: unknown): string | CellProblem {
  if (typeof v === 'string') return v.trim();
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v).trim();
  const r = resolved(v);
  if (!r.ok) return cellProblem(r.key);
  return r.value === null ? '' : cellText(r.value);
}

const asRead = (r: string | CellProblem): CellRead<string> => (typeof r === 'string' ? ok(r) : fail(r.problem));

/** `quantityText` as a `CellRead`. */
export const quantityOf = (v: unknown): CellRead<string> => asRead(quantityText(v));

/** `cellText` as a `CellRead`. */
export const textOf = (v: unknown): CellRead<string> => asRead(cellText(v));
