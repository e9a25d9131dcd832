import * as z from 'zod';
import { foldedText } from '../../lib/text';
import { ADDRESS_PARTS } from '../addressParts';
import { isBilingual, textOf } from '../bilingual';
import { report, typeError } from '../issues';
import { allowedValues } from '../listValues';
import type { CatalogueMessageKey } from '../messages';
import type { AddressListField, MonthlyGridField, TableField } from '../types';
import { MONTHS } from '../values';
import { isRequired, relay, type SchemaContext } from './context';
import { scalarSchema } from './scalars';

type Sink = Parameters<typeof report>[0];
type Row = Record<string, unknown>;

interface RowsRules {
  row: z.ZodType;
  minRows: number;
  maxRows: number;
  /** Said when there are fewer rows than `minRows` (or none at all). */
  empty: CatalogueMessageKey;
  across?: (rows: Row[], c: Sink) => void;
}

/**
 * Rows are parsed one by one inside a transform, so the rules across rows (at least one, unique,
 * sequence) are reported together with the problems inside rows, and the user sees all at once.
 */
function rowsSchema(required: boolean, rules: RowsRules) {
  const rows = z.array(z.unknown(), { error: typeError(rules.empty) }).transform((input, c) => {
    if (input.length > rules.maxRows) return void report(c, 'maxRows', [], { max: rules.maxRows });
    if (input.length < rules.minRows) report(c, rules.empty);
    const parsed = input.map((r, i) => {
      const p = rules.row.safeParse(r);
      if (!p.success) relay(c, p.error, [i]);
      return p.data as Row;
    });
    if (parsed.every(Boolean)) rules.across?.(parsed, c);
    return parsed;
  });
  return required ? rows : rows.nullish();
}

const rowObject = (shape: Record<string, z.ZodType>, missing: CatalogueMessageKey) =>
  z.strictObject(shape, { error: typeError(missing) });

/** Reports every row whose `keyOf` repeats an earlier row's, at column `at` of that row; counts them. */
function reportRepeats(rows: Row[], keyOf: (r: Row) => string, c: Sink, key: CatalogueMessageKey, at: string) {
  const seen = new Set<string>();
  let repeats = 0;
  rows.forEach((r, i) => {
    const k = keyOf(r);
    if (seen.has(k)) {
      report(c, key, [i, at]);
      repeats++;
    }
    seen.add(k);
  });
  return repeats;
}

/** A sequence column must hold 1..n once each: repeats, then gaps (a number above n), are reported. */
function checkSequence(rows: Row[], column: string, c: Sink) {
  const numbers = rows.map((r) => Number(r[column]));
  if (reportRepeats(rows, (r) => String(Number(r[column])), c, 'duplicatedSequence', column) > 0) return;
  const gap = numbers.findIndex((n) => !(n >= 1 && n <= rows.length));
  if (gap >= 0) report(c, 'missingSequence', [gap, column]);
}

export function tableSchema(field: TableField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const cell: SchemaContext = { ...ctx, missing: 'missingInDetails', underYes: false, requiredByDefault: true };
  const shape = Object.fromEntries(field.columns.map((col) => [col.id, scalarSchema(col, cell)]));
  const { uniqueBy, sequenceColumn } = field;
  return rowsSchema(required, {
    row: rowObject(shape, 'missingInDetails'),
    minRows: field.minRows ?? (required ? 1 : 0),
    maxRows: field.maxRows ?? 200,
    empty: field.validation?.emptyMessage ?? 'addDetail',
    across: (rows, c) => {
      if (uniqueBy?.length)
        reportRepeats(
          rows,
          // A translatable cell repeats another by its text (English first, ADR 0121), not by its object; texts compare
          // as people mean them (`foldedText`: case, spacing and full-width forms do not count, ADR 0070), so "HQ",
          // "hq" and "ＨＱ" are one location.
          (r) =>
            JSON.stringify(uniqueBy.map((u) => foldedText(String(isBilingual(r[u]) ? textOf(r[u]) : (r[u] ?? ''))))),
          c,
          'duplicatedOrMissing',
          uniqueBy[0]!,
        );
      if (sequenceColumn) checkSequence(rows, sequenceColumn, c);
    },
  });
}

/** An address list: rows of its parts, each typed in English and Traditional Chinese (addressParts.ts). */
export function addressListSchema(field: AddressListField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const inRow: SchemaContext = { ...ctx, missing: 'missingInput', underYes: false, requiredByDefault: false };
  const shape = Object.fromEntries(ADDRESS_PARTS.map((f) => [f.id, scalarSchema(f, inRow)]));
  return rowsSchema(required, {
    row: rowObject(shape, 'missingInput'),
    minRows: required ? 1 : 0,
    maxRows: field.maxRows ?? 50,
    empty: 'addAddress',
  });
}

export function monthlyGridSchema(field: MonthlyGridField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const inRow: SchemaContext = { ...ctx, missing: 'missingInput', underYes: false, requiredByDefault: false };
  const keyNames = Object.keys(field.rowKeys);
  const keyShape = Object.fromEntries(
    keyNames.map((k) => [
      k,
      scalarSchema(
        { id: k, kind: 'select', list: field.rowKeys[k]!, labels: field.labels, validation: { required: true } },
        inRow,
      ),
    ]),
  );
  const month = scalarSchema(
    {
      id: 'month',
      kind: 'number',
      labels: field.labels,
      validation: { allowNegative: field.validation?.allowNegative },
    },
    inRow,
  );
  const units = allowedValues('units', ctx.lists);
  // The unit a row was entered in (kWh or MJ); totals convert it through the unit catalogue.
  const unit = z
    .string({ error: typeError('incorrectType') })
    .superRefine((u, c) => {
      if (u.length > 20 || (units && !units.has(u))) report(c, 'notInList');
    })
    .nullish();
  const months = z.array(month, { error: typeError('missingInput') }).superRefine((m, c) => {
    if (m.length !== MONTHS) report(c, 'incorrectType');
  });
  return rowsSchema(required, {
    row: rowObject({ keys: rowObject(keyShape, 'missingInput'), unit, months }, 'missingInput'),
    minRows: required ? 1 : 0,
    maxRows: field.maxRows ?? 1000,
    empty: 'addDetail',
    across: (rows, c) =>
      reportRepeats(
        rows,
        (r) => JSON.stringify(keyNames.map((k) => (r.keys as Row)[k])),
        c,
        'duplicatedOrMissing',
        'keys',
      ),
  });
}
