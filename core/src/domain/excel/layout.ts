import * as z from 'zod';
import { MONTHS } from '../../catalogue/values';
import { ATTRIBUTES, RESOURCE_TYPES, type ResourceType } from '../../schemas/resources';
import { OPTION_NAMES } from './options';
import { sheetKindOf } from './sheetNames';

/**
 * The layout of one resource sheet, derived from the resource schemas (never hand-kept): hidden
 * row id and version, the location, the type's plain attributes, the unit, then the financial
 * year's 12 months. Row 1 holds the columns' keys (hidden), row 2 the headers a user reads, data
 * starts on row 3. Nested attributes (an electricity row's own factor, a vehicle's distance) are
 * not in the workbook; an import keeps what the row holds (docs/decisions/0033-excel-template.md).
 */
export type Column =
  | { key: 'id' | 'version' | 'location' | 'unit'; kind: 'fixed' }
  | { key: `attr:${string}`; attribute: string; kind: 'text' | 'bool'; required: boolean }
  | {
      key: `attr:${string}`;
      attribute: string;
      kind: 'list';
      /** The choices' codes (the cells show their names in the template's language, options.ts). */
      options: readonly string[];
      required: boolean;
      /** A code the product may name beyond the list (vehicle types, handlings of the factor library) is kept. */
      open?: boolean;
    }
  | { key: `m${number}`; month: number; kind: 'month' };

export const KEY_ROW = 1;
export const HEADER_ROW = 2;
export const FIRST_DATA_ROW = 3;

/** The resource type whose rows a sheet holds, by its name in any language (sheetNames.ts). */
export const typeOfSheet = (name: string): ResourceType | undefined => {
  const kind = sheetKindOf(name);
  return RESOURCE_TYPES.find((t) => t === kind);
};

function attributeColumn(attribute: string, schema: z.ZodType): Column | undefined {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  // Marked required (*) only where the page requires it: a text the schema takes empty (a meter number) is optional.
  const required = !(schema instanceof z.ZodOptional) && !(inner instanceof z.ZodString && inner.safeParse('').success);
  const key = `attr:${attribute}` as const;
  if (inner instanceof z.ZodEnum) return { key, attribute, kind: 'list', options: inner.options as string[], required };
  if (inner instanceof z.ZodBoolean) return { key, attribute, kind: 'bool', required };
  // A coded text the pages offer as choices (vehicle type, handling): a list that keeps other codes.
  const named = OPTION_NAMES[attribute];
  if (inner instanceof z.ZodString && named) {
    return { key, attribute, kind: 'list', options: Object.keys(named), required, open: true };
  }
  if (inner instanceof z.ZodString) return { key, attribute, kind: 'text', required };
  return undefined; // nested objects: kept as stored
}

const cache = new Map<ResourceType, Column[]>();

/** The columns of a type's sheet, in order. */
export function columnsOf(type: ResourceType): Column[] {
  const hit = cache.get(type);
  if (hit) return hit;
  const shape = (ATTRIBUTES[type] as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  const attributes = Object.entries(shape).flatMap(([name, s]) => attributeColumn(name, s) ?? []);
  const months = Array.from({ length: MONTHS }, (_, i) => ({
    key: `m${i + 1}` as const,
    month: i,
    kind: 'month' as const,
  }));
  const columns: Column[] = [
    { key: 'id', kind: 'fixed' },
    { key: 'version', kind: 'fixed' },
    { key: 'location', kind: 'fixed' },
    ...attributes,
    { key: 'unit', kind: 'fixed' },
    ...months,
  ];
  cache.set(type, columns);
  return columns;
}

/** Nested attributes the sheet does not show: an import carries them over from the stored row. */
export function hiddenAttributes(type: ResourceType): string[] {
  const shown = new Set(columnsOf(type).flatMap((c) => ('attribute' in c ? [c.attribute] : [])));
  return Object.keys((ATTRIBUTES[type] as unknown as z.ZodObject).shape).filter((a) => !shown.has(a));
}

/** A1-style column letters of a 1-based column number. */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** The location's column: after the hidden id and version (columnsOf's fixed order). */
const LOCATION_COLUMN = 3;

/**
 * Where a whole row is cited (a row added, a row changed on its page meanwhile): its location, the first
 * column a user sees — the id and version columns before it are hidden.
 */
export const rowCell = (sheet: string, row: number) => cellRef(sheet, row, LOCATION_COLUMN);

/**
 * A sheet's name as a reference to it: as it is (`Electricity`, `電力`), quoted when it has spaces or signs
 * (`'Business travel'`).
 */
export const sheetRef = (sheet: string): string =>
  /^[\p{L}\p{N}_]+$/u.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;

/** The reference a user can type into Excel's name box: `Electricity!F7`, `電力!F7`, `'Business travel'!F7`. */
export function cellRef(sheet: string, row: number, column: number): string {
  return `${sheetRef(sheet)}!${columnLetter(column)}${row}`;
}
