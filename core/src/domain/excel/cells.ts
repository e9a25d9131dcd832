import { MAX_QUANTITY_LENGTH } from './limits';
import type { ImportMessageKey } from './messages';
import { plainDecimal } from './quantity';

/** A cell as read, or why it cannot be. */
export type CellRead<T> = { ok: true; value: T } | { ok: false; key: ImportMessageKey };

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value });
const fail = (key: ImportMessageKey): CellRead<never> => ({ ok: false, key });

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
    if (typeof o.result === 'object' && !(o.result instanceof Date)) return fail('notANumber'); // #DIV/0! and the like
    return resolved(o.result);
  }
  if (Array.isArray(o.richText)) return ok((o.richText as { text?: string }[]).map((r) => r.text ?? '').join(''));
  if (typeof o.text === 'string') return ok(o.text);
  if ('error' in o) return fail('notANumber');
  return fail('notANumber');
}

/** A month's quantity as the stored decimal text ('' when empty): digits and one decimal point, ≥ 0. */
export function quantityOf(v: unknown): CellRead<string> {
  const r = resolved(v);
  if (!r.ok) return r;
  const x = r.value;
  if (x === null) return ok('');
  if (typeof x === 'number') {
    if (x < 0) return fail('negative');
    const text = plainDecimal(x);
    return text === undefined || text.length > MAX_QUANTITY_LENGTH ? fail('notANumber') : ok(text);
  }
  if (typeof x !== 'string') return fail('notANumber');
  const s = x.trim();
  if (s === '') return ok('');
  if (/^-\s*\d/.test(s)) return fail('negative');
  return /^\d+(\.\d+)?$/.test(s) && s.length <= MAX_QUANTITY_LENGTH ? ok(s) : fail('notANumber');
}

/** A text cell ('' when empty); numbers typed into a text column are read as they show. */
export function textOf(v: unknown): CellRead<string> {
  const r = resolved(v);
  if (!r.ok) return r;
  const x = r.value;
  if (x === null) return ok('');
  if (x instanceof Date) return ok(x.toISOString().slice(0, 10));
  return ok(String(x).trim());
}
