import type { ResourceType } from '../../schemas/resources';
import { foldedText } from '../../lib/text';

/**
 * What makes two resource rows of a year the same thing counted twice (docs/decisions/0070-natural-keys.md):
 * per type, the attributes that name the meter, account, vehicle, gas or stream a row measures, within
 * its location. The pages, the API and the Excel import refuse a second row with a row's key.
 */
export const NATURAL_KEYS: Record<ResourceType, readonly string[]> = {
  electricity: ['supplier', 'account'],
  fuel: ['fuel', 'equipment'],
  // A registered vehicle is itself wherever it is parked; `vehicleKey` falls back to the chassis, then the fleet.
  vehicle: ['registration'],
  refrigerant: ['gas', 'equipment'],
  water: ['source', 'account'],
  paper: ['flow', 'paperType'],
  waste: ['hazardous', 'wasteType', 'handling'],
  tree: ['species'],
  businessTravel: ['mode', 'cabin', 'origin', 'destination', 'roundTrip'],
  packaging: ['material'],
  material: ['material'],
  intensity: ['denominator'],
};

/** Vehicles without a registration: the chassis number, else type, fuel and standard at the location. */
const VEHICLE_FALLBACKS: readonly (readonly string[])[] = [
  ['chassisNumber'],
  ['vehicleType', 'fuel', 'emissionStandard'],
];

/** Text compared as people mean it (`foldedText`); for registrations inner spaces do not count either. */
function norm(v: unknown, squeeze: boolean): string {
  if (v === undefined || v === null) return '';
  const s = foldedText(String(v));
  return squeeze ? s.replace(/ /g, '') : s;
}

const SEP = '\u0001';

/** The attributes a row's key is made of (a vehicle's depends on what the row gives). */
export function keyAttributes(type: ResourceType, attributes: Record<string, unknown>): readonly string[] {
  if (type !== 'vehicle') return NATURAL_KEYS[type];
  for (const fields of [NATURAL_KEYS.vehicle, ...VEHICLE_FALLBACKS])
    if (fields.length > 1 || norm(attributes[fields[0]!], true) !== '') return fields;
  return VEHICLE_FALLBACKS[1]!;
}

/** A row's natural key: equal keys mean the same meter, vehicle, gas … counted twice. */
export function naturalKey(type: ResourceType, locationId: string, attributes: Record<string, unknown>): string {
  const fields = keyAttributes(type, attributes);
  const identity = fields.map((f) => norm(attributes[f], type === 'vehicle')).join(SEP);
  // A registration or chassis number names one vehicle whatever the location.
  const located = !(type === 'vehicle' && fields.length === 1);
  return `${located ? locationId : ''}${SEP}${fields.join(',')}${SEP}${identity}`;
}

/**
 * How a message names the row a duplicate repeats: its location's name and the key's free texts
 * as typed (account, registration, equipment …); coded choices are left out (they are not words).
 */
export function rowLabel(type: ResourceType, locationName: string, attributes: Record<string, unknown>): string {
  return [locationName, ...labelParts(type, attributes).map((p) => p.value)].join(' · ');
}

/** The key's attributes a row's label shows after its location, each with its value as stored. */
export function labelParts(type: ResourceType, attributes: Record<string, unknown>) {
  return keyAttributes(type, attributes)
    .filter((f) => isText(type, f))
    .map((f) => ({ attribute: f, value: String(attributes[f] ?? '').trim() }))
    .filter((p) => p.value !== '');
}

/** Where a duplicate is shown: the key's first attribute a user types, else its first one. */
export function keyField(type: ResourceType, attributes: Record<string, unknown>): string {
  const fields = keyAttributes(type, attributes);
  return fields.find((f) => isText(type, f)) ?? fields[0]!;
}

/**
 * The key attributes typed as free text (not a choice or yes/no) in their type's schema (schemas/resources.ts ATTRIBUTES):
 * what a row's label shows and where a duplicate is pointed at. Listed here so the reads of rows (the anomaly checks,
 * the year's lock) use them without the rows' schemas (docs/decisions/0142-a-lambda-carries-what-it-runs.md);
 * naturalKey.test.ts holds them to the schemas.
 */
export const TEXT_KEY_ATTRIBUTES: Record<ResourceType, readonly string[]> = {
  electricity: ['account'],
  fuel: ['equipment'],
  vehicle: ['registration', 'chassisNumber', 'vehicleType', 'emissionStandard'],
  refrigerant: ['gas', 'equipment'],
  water: ['source', 'account'],
  paper: ['paperType'],
  waste: ['wasteType', 'handling'],
  tree: ['species'],
  businessTravel: ['origin', 'destination'],
  packaging: ['material'],
  material: ['material'],
  intensity: [],
};

const isText = (type: ResourceType, attribute: string): boolean => TEXT_KEY_ATTRIBUTES[type].includes(attribute);

/** One row's id and key, for the duplicate checks. */
export interface KeyedRow {
  id: string;
  key: string;
}

/**
 * Rows of a year that share a key: for each row of `rows` whose key another row holds, that other
 * row (the first of them in `rows` order, stored rows first when the caller lists them first).
 */
export function duplicatesOf(rows: readonly KeyedRow[]): Map<string, string> {
  const first = new Map<string, string>();
  const out = new Map<string, string>();
  for (const r of rows) {
    const held = first.get(r.key);
    if (held === undefined) first.set(r.key, r.id);
    else if (held !== r.id) out.set(r.id, held);
  }
  return out;
}
