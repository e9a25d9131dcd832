import { ValidationError } from '../../errors';

/** Where an audit listing resumes: a month partition and, within it, the last item returned. */
export interface AuditCursor {
  month: string;
  sk?: string;
}

export const encodeCursor = (c: AuditCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/**
 * Cursors are opaque to clients. One naming a month outside the requested range, or an item of
 * another month, is bad input; it can only ever address the caller's own partitions anyway.
 */
export function decodeCursor(raw: string, fromMonth: string, toMonth: string): AuditCursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString()) as AuditCursor;
    const monthOk = /^\d{4}-\d{2}$/.test(c.month) && c.month >= fromMonth && c.month <= toMonth;
    const skOk = c.sk === undefined || (typeof c.sk === 'string' && c.sk.startsWith(c.month) && c.sk.length < 200);
    if (monthOk && skOk && Object.keys(c).every((k) => k === 'month' || k === 'sk')) return c;
  } catch {
    // fall through to the validation error
  }
  throw ValidationError([{ path: 'query.cursor', message: 'invalid cursor' }]);
}

/** Months from `to` back to `from` inclusive, newest first ('2026-03', '2026-02', …). */
export function monthsBack(fromMonth: string, toMonth: string): string[] {
  const months: string[] = [];
  let [y, m] = toMonth.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` >= fromMonth) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    if (--m === 0) [y, m] = [y - 1, 12];
  }
  return months;
}
