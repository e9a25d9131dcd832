import type { ResourceType } from '@esg/core/schemas/resources';
import type { UnitView } from '@esg/core/schemas/units';
import { unitsOfType } from '@esg/core/calc/unitChoices';
import { unitLabel } from '../../ui/units';
import type { FuelMaster } from './api/getFuelMaster';
import { TYPE_SPECS } from './resourceTypes';

export interface UnitChoice {
  id: string;
  /** What the reader sees: the unit's symbol, or its name in their language (unitLabel). */
  symbol: string;
}

/**
 * The units a new row of `type` may use: a fuel's own units (fuel master) for fuels and vehicles,
 * else the catalogue's units of the type's unit types; null when the unit is a free label.
 */
export function unitChoices(
  type: ResourceType,
  catalogue: readonly UnitView[],
  fuels: FuelMaster,
  fuel: string,
  language = 'en',
): UnitChoice[] | null {
  const spec = TYPE_SPECS[type];
  if (spec.unitTypes === 'label') return null;
  const symbol = (id: string) => unitLabel(id, catalogue, language);
  if (type === 'fuel' || type === 'vehicle') {
    const use = type === 'fuel' ? 'stationary' : 'vehicle';
    const entry = fuels.find((f) => f.use === use && f.id === fuel);
    return (entry?.units ?? []).map((id) => ({ id, symbol: symbol(id) }));
  }
  // The server's and the template's choices (core/src/calc/unitChoices.ts): passenger-km for travel, trips for a
  // flight, trees for a tree; a fuel's billing units are that fuel's only.
  return (unitsOfType(type, catalogue) ?? []).map((u) => ({ id: u.id, symbol: symbol(u.id) }));
}

/** The unit a new row starts with: the type's usual one when it may be used, else the first choice. */
export function initialUnit(type: ResourceType, choices: UnitChoice[] | null): string {
  if (!choices) return TYPE_SPECS[type].defaultUnit;
  const usual = choices.find((c) => c.id === TYPE_SPECS[type].defaultUnit);
  return (usual ?? choices[0])?.id ?? '';
}

/** The unit a form shows: the one picked while the choices allow it, else the type's usual one. */
export function fittingUnit(type: ResourceType, choices: UnitChoice[] | null, picked: string | undefined): string {
  return picked !== undefined && (!choices || choices.some((c) => c.id === picked))
    ? picked
    : initialUnit(type, choices);
}

/** The choices with `unit` among them (a row's own unit, which the catalogue may no longer offer). */
export function withUnit(choices: UnitChoice[] | null, unit: string): UnitChoice[] | null {
  if (!choices || unit === '' || choices.some((c) => c.id === unit)) return choices;
  return [...choices, { id: unit, symbol: unit }];
}
