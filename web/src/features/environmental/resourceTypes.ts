import { ENVIRONMENTAL_RESOURCES } from '@esg/core/pages/index';
import type { ResourceType } from '@esg/core/schemas/resources';
import { RESOURCE_UNIT_TYPES } from '@esg/core/calc/unitChoices';

/** One attribute a row of a type is described by, as the add-row form asks for it. */
export interface AttributeSpec {
  key: string;
  kind: 'select' | 'text' | 'yesNo' | 'suggest';
  /** Choices of a select, or suggestions; their labels are `option.<key>.<value>` (or the value itself). */
  options?: readonly string[];
  required?: boolean;
  /** Options are shown as they are (codes such as gas names), not translated. */
  literalOptions?: boolean;
}

/** How each type's rows are described and measured; the API's attribute schemas are the judge. */
export interface TypeSpec {
  attributes: readonly AttributeSpec[];
  /** Unit types of the unit catalogue a row may use (core's, the Excel template lists the same); `label` is free text. */
  unitTypes: readonly string[] | 'label';
  defaultUnit: string;
  /** The emissions scopes worth showing beside this page's rows. */
  scopes: readonly ('scope1' | 'scope2' | 'scope3' | 'removals')[];
}

const text = (key: string, required = false): AttributeSpec => ({ key, kind: 'text', required });
const select = (key: string, options: readonly string[], required = true): AttributeSpec => ({
  key,
  kind: 'select',
  options,
  required,
});

export const TYPE_SPECS: Record<ResourceType, TypeSpec> = {
  electricity: {
    attributes: [select('supplier', ['clp', 'hke', 'prc', 'other']), text('account')],
    unitTypes: RESOURCE_UNIT_TYPES.electricity,
    defaultUnit: 'kWh',
    scopes: ['scope2'],
  },
  fuel: {
    attributes: [
      select('fuel', ['diesel', 'lpg', 'kerosene', 'charcoal', 'natural-gas', 'towngas']),
      text('equipment'),
    ],
    unitTypes: RESOURCE_UNIT_TYPES.fuel,
    defaultUnit: 'L',
    scopes: ['scope1', 'scope2'],
  },
  vehicle: {
    attributes: [
      select('vehicleType', ['passenger-car', 'private-van', 'lgv', 'mgv-hgv', 'motorcycle']),
      select('fuel', ['diesel', 'petrol', 'lpg']),
      text('registration'),
      text('chassisNumber'),
      text('emissionStandard'),
    ],
    unitTypes: RESOURCE_UNIT_TYPES.vehicle,
    defaultUnit: 'L',
    scopes: ['scope1'],
  },
  refrigerant: {
    attributes: [
      { key: 'gas', kind: 'suggest', options: ['R-410A', 'R-32', 'HFC-134a', 'R-407C', 'R-22'], required: true },
      text('equipment'),
    ],
    unitTypes: RESOURCE_UNIT_TYPES.refrigerant,
    defaultUnit: 'kg',
    scopes: ['scope1'],
  },
  water: {
    attributes: [text('source'), text('account')],
    unitTypes: RESOURCE_UNIT_TYPES.water,
    defaultUnit: 'm3',
    scopes: ['scope3'],
  },
  paper: {
    attributes: [select('flow', ['purchased', 'disposed']), text('paperType')],
    unitTypes: RESOURCE_UNIT_TYPES.paper,
    defaultUnit: 'kg',
    scopes: ['scope3'],
  },
  waste: {
    attributes: [
      { key: 'hazardous', kind: 'yesNo', required: true },
      text('wasteType', true),
      select('handling', ['landfill', 'incinerated', 'recycled', 'reused', 'chemical-treatment']),
    ],
    unitTypes: RESOURCE_UNIT_TYPES.waste,
    defaultUnit: 'kg',
    scopes: ['scope3'],
  },
  tree: {
    attributes: [text('species')],
    unitTypes: RESOURCE_UNIT_TYPES.tree,
    defaultUnit: 'pcs',
    scopes: ['removals'],
  },
  businessTravel: {
    attributes: [
      select('mode', ['flight', 'rail', 'ferry', 'bus', 'taxi', 'car']),
      select('cabin', ['economy', 'premium-economy', 'business', 'first'], false),
      text('origin'),
      text('destination'),
      { key: 'roundTrip', kind: 'yesNo' },
    ],
    unitTypes: RESOURCE_UNIT_TYPES.businessTravel,
    defaultUnit: 'pkm',
    scopes: ['scope3'],
  },
  packaging: {
    attributes: [text('material', true)],
    unitTypes: RESOURCE_UNIT_TYPES.packaging,
    defaultUnit: 'kg',
    scopes: [],
  },
  material: {
    attributes: [text('material', true)],
    unitTypes: RESOURCE_UNIT_TYPES.material,
    defaultUnit: 'kg',
    scopes: [],
  },
  intensity: {
    attributes: [select('denominator', ['revenue', 'floorArea', 'headcount', 'shops', 'unitsProduced'])],
    unitTypes: RESOURCE_UNIT_TYPES.intensity,
    defaultUnit: '',
    scopes: [],
  },
};

/** The resource type whose rows a page shows, by the page's key (the route's last segment). */
export function typeOfPage(pageKey: string): ResourceType | undefined {
  return ENVIRONMENTAL_RESOURCES[pageKey]?.[0];
}
