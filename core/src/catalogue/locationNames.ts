import { fieldsOf, type PageDeclaration } from './page';
import type { MonthlyRow, PagePayload, TableRow } from './values';

const onLocations = (f: { kind: string; list?: string }) =>
  (f.kind === 'select' || f.kind === 'multiSelect') && f.list === 'locations';

/**
 * The page's answers with every value on the run-time `locations` list renamed: such an answer holds the
 * location's name as the list gives it (one name, English first: `textOf`), and an edition prints the name in
 * its own language (docs/decisions/0121). A name `rename` does not know is left as it is.
 */
export function renameLocations(page: PageDeclaration, values: PagePayload, rename: (name: string) => string) {
  const one = (v: unknown) =>
    typeof v === 'string' ? rename(v) : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? rename(x) : x)) : v;
  let out: PagePayload = values;
  for (const f of fieldsOf(page)) {
    const v = out[f.id];
    if (onLocations(f)) out = { ...out, [f.id]: one(v) as PagePayload[string] };
    if (f.kind === 'table' && Array.isArray(v)) {
      const columns = f.columns.filter(onLocations).map((c) => c.id);
      if (columns.length)
        out = {
          ...out,
          [f.id]: (v as TableRow[]).map((r) => ({ ...r, ...Object.fromEntries(columns.map((c) => [c, one(r[c])])) })),
        } as PagePayload;
    }
    if (f.kind === 'monthlyGrid' && Array.isArray(v)) {
      const keys = Object.entries(f.rowKeys).flatMap(([k, list]) => (list === 'locations' ? [k] : []));
      if (keys.length)
        out = {
          ...out,
          [f.id]: (v as MonthlyRow[]).map((r) => ({
            ...r,
            keys: { ...r.keys, ...Object.fromEntries(keys.map((k) => [k, r.keys[k] ? rename(r.keys[k]) : r.keys[k]])) },
          })),
        } as PagePayload;
    }
  }
  return out;
}
