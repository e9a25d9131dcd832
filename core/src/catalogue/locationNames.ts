import { fieldsOf, type PageDeclaration } from './page';
import type { MonthlyRow, PagePayload, TableRow } from './values';

/**
 * Where a page's answers choose from the run-time `locations` list: a top-level choice (`field`), a table's column
 * (`column`) or a monthly grid's row key (`rowKey`). Generated for every page into `pages/locationChoices.ts`
 * (`npm run pages:fields`), so a save that renames a location rewrites them without bundling the page modules
 * (docs/decisions/0155-a-location-rename-carries-to-its-answers.md).
 */
export interface LocationChoice {
  field: string;
  column?: string;
  rowKey?: string;
}

const onLocations = (f: { kind: string; list?: string }) =>
  (f.kind === 'select' || f.kind === 'multiSelect') && f.list === 'locations';

/** The page's answers that choose a location, in declaration order. */
export function locationChoicesOf(page: PageDeclaration): LocationChoice[] {
  return fieldsOf(page).flatMap((f): LocationChoice[] => {
    if (onLocations(f)) return [{ field: f.id }];
    if (f.kind === 'table') return f.columns.filter(onLocations).map((c) => ({ field: f.id, column: c.id }));
    if (f.kind === 'monthlyGrid')
      return Object.entries(f.rowKeys).flatMap(([k, list]) =>
        list === 'locations' ? [{ field: f.id, rowKey: k }] : [],
      );
    return [];
  });
}

const renamedValue = (v: unknown, rename: (name: string) => string) =>
  typeof v === 'string' ? rename(v) : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? rename(x) : x)) : v;

/**
 * The answers with every value on the run-time `locations` list renamed: such an answer holds the location's name as
 * the list gives it (one name, English first: `textOf`). An edition prints the name in its own language
 * (docs/decisions/0121); a rename on Reporting boundaries carries to the answers (ADR 0155). A name `rename` does not
 * know is left as it is.
 */
export function renameLocations(
  choices: readonly LocationChoice[],
  values: PagePayload,
  rename: (name: string) => string,
): PagePayload {
  let out: PagePayload = values;
  for (const { field, column, rowKey } of choices) {
    const v = out[field];
    if (v === undefined || v === null) continue;
    if (column === undefined && rowKey === undefined) out = { ...out, [field]: renamedValue(v, rename) as never };
    else if (column !== undefined && Array.isArray(v))
      out = {
        ...out,
        [field]: (v as TableRow[]).map((r) => (column in r ? { ...r, [column]: renamedValue(r[column], rename) } : r)),
      } as PagePayload;
    else if (rowKey !== undefined && Array.isArray(v))
      out = {
        ...out,
        [field]: (v as MonthlyRow[]).map((r) =>
          r.keys?.[rowKey] ? { ...r, keys: { ...r.keys, [rowKey]: rename(r.keys[rowKey]) } } : r,
        ),
      } as PagePayload;
  }
  return out;
}
