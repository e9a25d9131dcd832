import { ENVIRONMENTAL_RESOURCES } from '@esg/core/pages/index';
import { MAX_INSTRUMENTS, type ResourceType } from '@esg/core/schemas/resources';
import { RESOURCE_UNIT_TYPES } from '@esg/core/calc/unitChoices';
import type { ListOption } from '@esg/core/catalogue/types';
import { WATER_SOURCES } from '@esg/core/catalogue/waterSources';

/** One attribute a row of a type is described by, as the add-row form asks for it. */
export interface AttributeSpec {
  key: string;
  kind: 'select' | 'text' | 'yesNo' | 'suggest';
  /** Choices of a select, or suggestions; their labels are `option.<key>.<value>` (or the value itself). */
  options?: readonly string[];
  required?: boolean;
  /** Options are shown as they are (codes such as gas names), not translated. */
  literalOptions?: boolean;
  /** Options named by a list of the catalogue (its labels in each language) instead of this feature's messages. */
  listed?: readonly ListOption[];
}

/** One column of a row's list of records: a cell of one record, at `path` in it (its key when not given). */
export interface RecordColumn {
  key: string;
  kind: 'select' | 'text' | 'number' | 'year';
  /** A select's choices; their labels are `opt_<list>_<key>_<value>`, or the value itself when `literalOptions`. */
  options?: readonly string[];
  literalOptions?: boolean;
  /** Where the cell's value sits in a record ('rate.value'); numbers and years are sent as the API takes them. */
  path?: string;
  /**
   * One language of a text the company gives in English and Traditional Chinese (ADR 0137), at `<text>.<language>`:
   * a record needs one of the text's languages, not each.
   */
  language?: 'en' | 'hk';
}

/**
 * A list of records one row carries, edited as a table in the row's dialog: an electricity row's contractual
 * instruments (ADR 0090, ADR 0123). Every column is required; the API's schema is the judge of the rest.
 */
export interface RecordsSpec {
  key: string;
  columns: readonly RecordColumn[];
  max: number;
}

/** How each type's rows are described and measured; the API's attribute schemas are the judge. */
export interface TypeSpec {
  attributes: readonly AttributeSpec[];
  /** Lists of records a row carries beside its attributes. */
  records?: readonly RecordsSpec[];
  /** Unit types of the unit catalogue a row may use (core's, the Excel template lists the same); `label` is free text. */
  unitTypes: readonly string[] | 'label';
  defaultUnit: string;
  /** The emissions scopes worth showing beside this page's rows. */
  scopes: readonly ('scope1' | 'scope2' | 'scope3' | 'removals')[];
}

/** An optional choice of a catalogue list, its labels the list's own: a value typed through the API shows as typed. */
const listed = (key: string, list: readonly ListOption[]): AttributeSpec => ({
  key,
  kind: 'select',
  options: list.map((o) => o.value),
  listed: list,
});
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
    records: [
      {
        key: 'instruments',
        max: MAX_INSTRUMENTS,
        columns: [
          { key: 'kind', kind: 'select', options: ['certificate', 'greenTariff', 'ppa'] },
          { key: 'mwh', kind: 'number' },
          { key: 'rate', kind: 'number', path: 'rate.value' },
          {
            key: 'rateUnit',
            kind: 'select',
            options: ['kgCO2e/kWh', 'kgCO2e/MWh', 'tCO2e/MWh'],
            literalOptions: true,
            path: 'rate.unit',
          },
          { key: 'vintage', kind: 'year' },
          { key: 'reference', kind: 'text', path: 'reference.en', language: 'en' },
          { key: 'referenceHk', kind: 'text', path: 'reference.hk', language: 'hk' },
        ],
      },
    ],
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
    attributes: [listed('source', WATER_SOURCES), text('account')],
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
    defaultUnit: 'tree',
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
