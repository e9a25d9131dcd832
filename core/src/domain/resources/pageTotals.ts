import type { ConversionGraph } from '../../calc/units';
import { DENOMINATORS, type DenominatorKey } from '../../calc/emissions/model';
import { sumDecimals } from '../../lib/decimal';
import { mul, parseDecimal, toDecimal } from '../../lib/rational';
import type { ResourceRecord } from './rows';
import { rowTotal } from './totals';

/** An intensity row's place among the denominators as declared (revenue, floor area, headcount, …); others first. */
const denominatorPlace = (r: ResourceRecord) =>
  r.type === 'intensity' ? DENOMINATORS.indexOf(r.attributes.denominator as DenominatorKey) + 1 : 0;

/** Per unit type, the unit its rows are summed in: the one most of them are in (ties: the first in order). */
export function totalUnits(rows: readonly ResourceRecord[], graph: ConversionGraph): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const type = graph.typeOf(r.unit) ?? r.unit;
    const ofType = counts.get(type) ?? new Map<string, number>();
    ofType.set(r.unit, (ofType.get(r.unit) ?? 0) + 1);
    counts.set(type, ofType);
  }
  return new Map(
    [...counts].map(([type, units]) => [type, [...units].reduce((a, b) => (b[1] > a[1] ? b : a))[0]] as const),
  );
}

/** A row's total in `unit`, exactly; undefined when the catalogue has no conversion between the two. */
function totalIn(r: ResourceRecord, unit: string, graph: ConversionGraph): string | undefined {
  if (r.unit === unit) return rowTotal(r);
  const conversion = graph.factor(r.unit, unit);
  const value = parseDecimal(rowTotal(r));
  return conversion.ok && value ? toDecimal(mul(value, conversion.factor)) : undefined;
}

/**
 * A page's totals (docs/decisions/0158-unit-conversions-checked-and-written-as-one.md): one per kind of quantity — rows
 * in kWh and in MWh make one total, in the unit `units` names for their type (most rows' unit), converted exactly by
 * the catalogue; a unit with no conversion to it keeps a total of its own. In the order of the denominators as declared,
 * so this year's and last year's (given this year's `units`) list alike.
 */
export function pageTotals(
  rows: readonly ResourceRecord[],
  graph: ConversionGraph,
  units: ReadonlyMap<string, string> = totalUnits(rows, graph),
) {
  const byUnit = new Map<string, string[]>();
  const ordered = [...rows].sort((a, b) => denominatorPlace(a) - denominatorPlace(b));
  for (const r of ordered) {
    const target = units.get(graph.typeOf(r.unit) ?? r.unit) ?? r.unit;
    const converted = totalIn(r, target, graph);
    const [unit, value] = converted === undefined ? [r.unit, rowTotal(r)] : [target, converted];
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), value]);
  }
  return [...byUnit].map(([unit, values]) => ({ unit, value: sumDecimals(values) }));
}
