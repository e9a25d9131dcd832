import type { Language } from '../../schemas/common';
import type { ResourceRecord } from '../resources/rows';
import type { ResourceType } from '../resources/schemas';
import { quantityOf, textOf, type CellRead } from './cells';
import type { YearContext } from './context';
import { YES_NO } from './labels';
import type { Column } from './layout';
import type { ImportMessageKey } from './messages';

/** A row's cells read into a row's fields; cell errors by column index (0-based). */
export interface ReadRow {
  id?: string;
  version?: number;
  stored?: ResourceRecord;
  location: string;
  locationId?: string;
  unit: string;
  months: string[];
  attributes: Record<string, unknown>;
  problems: { column: number; key: ImportMessageKey }[];
}

const YES = new Set([
  'yes',
  'y',
  'true',
  ...(['en', 'hk', 'cn'] as Language[]).map((l) => YES_NO.yes[l].toLowerCase()),
]);
const NO = new Set(['no', 'n', 'false', ...(['en', 'hk', 'cn'] as Language[]).map((l) => YES_NO.no[l].toLowerCase())]);

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
export const blankRow = (values: readonly unknown[]) => values.every(isBlank);

/** Reads one data row of a type's sheet (`values` in column order); nothing here writes. */
export function readRow(
  type: ResourceType,
  columns: readonly Column[],
  values: readonly unknown[],
  ctx: YearContext,
): ReadRow {
  const out: ReadRow = { location: '', unit: '', months: Array<string>(12).fill(''), attributes: {}, problems: [] };
  const take = <T>(column: number, r: CellRead<T>): T | undefined => {
    if (r.ok) return r.value;
    out.problems.push({ column, key: r.key });
    return undefined;
  };
  columns.forEach((c, i) => {
    const v = values[i];
    switch (c.kind) {
      case 'month': {
        const q = take(i, quantityOf(v));
        if (q !== undefined) out.months[c.month] = q;
        return;
      }
      case 'fixed': {
        if (c.key === 'version') {
          if (isBlank(v)) return;
          if (typeof v === 'number' && Number.isInteger(v) && v >= 1) out.version = v;
          else out.problems.push({ column: i, key: 'badVersion' });
          return;
        }
        const text = take(i, textOf(v)) ?? '';
        if (c.key === 'id' && text) {
          out.id = text;
          out.stored = ctx.rows.get(type)?.get(text);
          if (!out.stored) out.problems.push({ column: i, key: 'unknownRow' });
        }
        if (c.key === 'location') {
          out.location = text;
          const id = ctx.locationByName.get(text.toLowerCase()) ?? (ctx.locationName.has(text) ? text : undefined);
          if (!text) out.problems.push({ column: i, key: 'missing' });
          else if (!id) out.problems.push({ column: i, key: 'location' });
          else out.locationId = id;
        }
        if (c.key === 'unit') out.unit = text;
        return;
      }
      default: {
        const text = take(i, textOf(v));
        if (text === undefined || text === '') return;
        if (c.kind === 'text') out.attributes[c.attribute] = text;
        else if (c.kind === 'list') {
          const option = c.options.find((o) => o.toLowerCase() === text.toLowerCase());
          if (option) out.attributes[c.attribute] = option;
          else out.problems.push({ column: i, key: 'notInList' });
        } else {
          const lower = text.toLowerCase();
          if (YES.has(lower)) out.attributes[c.attribute] = true;
          else if (NO.has(lower)) out.attributes[c.attribute] = false;
          else out.problems.push({ column: i, key: 'notInList' });
        }
      }
    }
  });
  if (out.id && out.version === undefined && !out.problems.some((p) => p.key === 'unknownRow'))
    out.problems.push({ column: columns.findIndex((c) => c.key === 'version'), key: 'badVersion' });
  return out;
}
