import { foldedText } from '../../lib/text';
import type { Language } from '../../schemas/common';
import type { ResourceRecord } from '../resources/rows';
import type { ResourceType } from '../../schemas/resources';
import { cellText, quantityText } from './cells';
import type { YearContext } from './context';
import { YES_NO } from './labels';
import type { Column } from './layout';
import type { ImportMessageKey } from './messages';
import { OPTION_NAMES } from './options';

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

/**
 * A list column's options by the lower case of their code and of their name in every language (the
 * template writes names in its language: options.ts), found once per column.
 */
const optionsByLower = new WeakMap<Column, Map<string, string>>();
function optionOf(c: Extract<Column, { kind: 'list' }>, text: string): string | undefined {
  let byLower = optionsByLower.get(c);
  if (!byLower) {
    byLower = new Map();
    for (const o of c.options) {
      const names = OPTION_NAMES[c.attribute]?.[o];
      for (const said of [o, ...(names ? Object.values(names) : [])])
        if (!byLower.has(said.toLowerCase())) byLower.set(said.toLowerCase(), o);
    }
    optionsByLower.set(c, byLower);
  }
  // An open list keeps a code it does not name (the row's check judges it).
  return byLower.get(text.toLowerCase()) ?? (c.open ? text : undefined);
}

/**
 * Reads one data row of a type's sheet (`values` in column order); nothing here writes. Runs on
 * every row of a workbook: a loop without closures, cells read without result objects (ADR 0060).
 */
export function readRow(
  type: ResourceType,
  columns: readonly Column[],
  values: readonly unknown[],
  ctx: YearContext,
): ReadRow {
  const out: ReadRow = {
    location: '',
    unit: '',
    months: ['', '', '', '', '', '', '', '', '', '', '', ''],
    attributes: {},
    problems: [],
  };
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i]!;
    const v = values[i];
    if (c.kind === 'month') {
      const q = quantityText(v);
      if (typeof q === 'string') out.months[c.month] = q;
      else out.problems.push({ column: i, key: q.problem });
      continue;
    }
    if (c.kind === 'fixed' && c.key === 'version') {
      if (isBlank(v)) continue;
      if (typeof v === 'number' && Number.isInteger(v) && v >= 1) out.version = v;
      else out.problems.push({ column: i, key: 'badVersion' });
      continue;
    }
    const read = cellText(v);
    if (typeof read !== 'string') out.problems.push({ column: i, key: read.problem });
    const text = typeof read === 'string' ? read : '';
    if (c.kind === 'fixed') {
      if (c.key === 'id' && text) {
        out.id = text;
        out.stored = ctx.rows.get(type)?.get(text);
        if (!out.stored) out.problems.push({ column: i, key: 'unknownRow' });
      }
      if (c.key === 'location') {
        out.location = text;
        const id = ctx.locationByName.get(foldedText(text)) ?? (ctx.locationName.has(text) ? text : undefined);
        if (!text) out.problems.push({ column: i, key: 'missing' });
        else if (!id) out.problems.push({ column: i, key: 'location' });
        else out.locationId = id;
      }
      if (c.key === 'unit') {
        // A unit left empty is missing, not "a unit that cannot be used here" (the row's rule would say that).
        if (!text) out.problems.push({ column: i, key: 'missing' });
        out.unit = ctx.unitByLabel?.get(text.toLowerCase()) ?? text;
      }
      continue;
    }
    if (text === '') continue;
    if (c.kind === 'text') out.attributes[c.attribute] = text;
    else if (c.kind === 'list') {
      const option = optionOf(c, text);
      if (option) out.attributes[c.attribute] = option;
      else out.problems.push({ column: i, key: 'notInList' });
    } else {
      const lower = text.toLowerCase();
      if (YES.has(lower)) out.attributes[c.attribute] = true;
      else if (NO.has(lower)) out.attributes[c.attribute] = false;
      else out.problems.push({ column: i, key: 'notInList' });
    }
  }
  // A stored row's version left empty is as wrong as one typed over, which is reported already.
  if (
    out.id &&
    out.version === undefined &&
    !out.problems.some((p) => p.key === 'unknownRow' || p.key === 'badVersion')
  )
    out.problems.push({ column: columns.findIndex((c) => c.key === 'version'), key: 'badVersion' });
  return out;
}
