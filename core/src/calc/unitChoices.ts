import type { Language } from '../schemas/common';
import type { UnitView } from '../schemas/units';
import type { ResourceType } from '../schemas/resources';

/**
 * The unit types each resource type's rows are measured in ('label': a free text, intensity
 * denominators). Fuels add their own billing units (the 'industry' system: a unit of Towngas, of
 * LPG), which no other type offers.
 */
export const RESOURCE_UNIT_TYPES: Record<ResourceType, readonly string[] | 'label'> = {
  electricity: ['energy'],
  fuel: ['volume', 'mass', 'energy'],
  vehicle: ['volume'],
  refrigerant: ['mass'],
  water: ['volume'],
  paper: ['mass'],
  waste: ['mass'],
  tree: ['count'],
  businessTravel: ['passenger-distance', 'count'],
  packaging: ['mass'],
  material: ['mass', 'volume', 'count', 'area'],
  intensity: 'label',
};

/** The gas companies' billing units (a unit of Towngas, of LPG): energy in the industry's own units, for fuels only. */
const isBillingUnit = (u: UnitView) => u.systemId === 'industry' && u.typeId === 'energy';

/** The count a row of a type is in: a flight's trips, a tree's trees; anything else counted is in pieces. */
const COUNTED_IN: Partial<Record<ResourceType, string>> = { businessTravel: 'trip', tree: 'tree' };

/** The catalogue's units a row of `type` may be in, in the catalogue's order; null for a free label. */
export function unitsOfType(type: ResourceType, units: readonly UnitView[]): UnitView[] | null {
  const types = RESOURCE_UNIT_TYPES[type];
  if (types === 'label') return null;
  return units.filter(
    (u) =>
      types.includes(u.typeId) &&
      (!isBillingUnit(u) || type === 'fuel') &&
      (u.typeId !== 'count' || u.id === (COUNTED_IN[type] ?? 'pcs')),
  );
}

/** A symbol that is a unit's own short form (kWh, m3, kgCO2e), not words such as 'unit (LPG)' or 'imp gal'. */
const SYMBOLIC = /^[A-Za-z0-9³²µ/%°]+$/;

/** Whether a unit's text is a symbol a reader can read as it is (kWh, m3), not an id such as towngas-unit. */
export const isUnitSymbol = (text: string) => SYMBOLIC.test(text);

/**
 * A unit as a reader sees it: its symbol when it is one (kWh, L, m³), else its name in their language; never its id.
 * What things are counted in (pcs, trips, trees) is a word, said in the reader's language (件, 次, 棵).
 */
export function unitLabelOf(unit: Pick<UnitView, 'symbol' | 'names' | 'typeId'>, lang: Language): string {
  if (unit.typeId === 'count' && lang !== 'en') return unit.names[lang] ?? unit.symbol;
  return SYMBOLIC.test(unit.symbol) ? unit.symbol : (unit.names[lang] ?? unit.names.en ?? unit.symbol);
}

/** Units by the lower case of every way a workbook may say them: id, symbol, label in each language. */
export function unitsByLabel(units: readonly UnitView[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const u of units)
    for (const said of [u.id, u.symbol, ...(['en', 'hk', 'cn'] as const).map((l) => unitLabelOf(u, l))])
      if (!out.has(said.toLowerCase())) out.set(said.toLowerCase(), u.id);
  return out;
}
