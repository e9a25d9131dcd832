import { toNumber, type EmissionsJson, type FigureJson } from '../../../calc/emissions/present';
import { toDecimal } from '../../../lib/rational';
import type { Scope3Disclosure } from '../../climate/scope3/disclosure';
import { factorName } from '../../reports/factors';
import type { CsvCell } from './csv';

const TCO2E = 'tCO2e';

/** A supplier's answer as lineage.csv names its input, and evidence.csv the answer its files support. */
export const supplierInput = (requestId: string) => `supplierRequest#${requestId}`;
/** A figure as Part D prints it: its decimal text read as the report reads it (partDScope3.ts). */
const figure = (tCO2e: string, complete: boolean): FigureJson => ({
  value: Number(tCO2e),
  unit: TCO2E,
  complete,
  gaps: [],
  select: [],
});

/**
 * D-MT-GHG3 as Part D prints it (ADR 0109): the screened total and each reported category's figure, keyed as the
 * calculation keys them (`total`, `category-<n>`), so the pack traces under the provision what the report prints.
 */
export function scope3Figures(d: Scope3Disclosure): Record<string, FigureJson> {
  const out: Record<string, FigureJson> = {};
  if (d.total.categories.length) out.total = figure(d.total.tCO2e, d.total.complete);
  for (const l of d.lines)
    if (l.state === 'reported' && l.tCO2e !== null) out[`category-${l.category}`] = figure(l.tCO2e, l.complete);
  return out;
}

/** The categories a D-MT-GHG3 figure sums, from its key: every reported one for the total. */
export const scope3CategoriesOf = (key: string, d: Scope3Disclosure): number[] =>
  key === 'total' ? [...d.total.categories] : [Number(key.slice('category-'.length))];

/**
 * What the figures of `categories` sum, as lineage cells from the input row on (lineage.ts's header): the
 * calculation's lines of the categories it prices (1, 5, 6, with their factors), each estimate's entry or row with
 * the factor that priced it, and each supplier's answer (category 1, with the method the supplier stated).
 */
export function scope3LineageCells(
  categories: readonly number[],
  d: Scope3Disclosure,
  json: EmissionsJson,
  calculated: (figure: FigureJson) => CsvCell[][],
  locations: ReadonlyMap<string, string>,
): CsvCell[][] {
  const cells: CsvCell[][] = [];
  for (const category of categories) {
    const own = json.provisions['D-MT-GHG3']?.[`category-${category}`];
    if (own) cells.push(...calculated(own));
    for (const e of d.inputs.estimates.filter((x) => x.category === category))
      for (const i of e.inputs) {
        const f = i.factor;
        cells.push([
          i.input,
          i.locationId ? (locations.get(i.locationId) ?? i.locationId) : '',
          i.label ?? '',
          '',
          toNumber(i.tCO2e),
          ...(f
            ? [
                f.id,
                factorName({ id: f.id, ...(f.appliesTo ? { appliesTo: f.appliesTo } : {}) }),
                toDecimal(f.value, 12),
                f.unit,
                f.source ?? '',
                f.revision,
                '',
                f.proxy ? 'yes' : 'no',
              ]
            : ['', '', '', '', '', '', '', '']),
          json.gwpSet,
        ]);
      }
    if (category === 1)
      for (const r of d.inputs.answered)
        cells.push([
          supplierInput(r.requestId),
          '',
          r.supplierName,
          '',
          Number(r.answer!.tCO2e),
          '',
          '',
          '',
          '',
          r.answer!.method,
          '',
          '',
          '',
          json.gwpSet,
        ]);
  }
  return cells;
}
