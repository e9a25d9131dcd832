import { namesIn, type TextLanguage } from '../../catalogue/bilingual';
import { listStoredLocations } from '../background/storedLocations';
import type { BoundaryLocation } from '../resources/locations';

/** A location's name in each language of the interface: a language not typed reads the one name the lists use. */
export type LocationNames = Record<TextLanguage, string>;

/** As typed: no conversion, so no group carries the Chinese converter for names (ADR 0142). */
const asTyped = (hk: string) => hk;

/**
 * Names a stored location name in every language (ADR 0121). A Simplified name not typed reads the Traditional as
 * typed: the web converts it once its converter has loaded (`useLocationName`), as it does a company's own texts
 * (ADR 0140).
 */
export const namesOf = (stored: unknown): LocationNames => namesIn(stored, asTyped);

/** A year's locations (in-boundary by default), each with its name in every language: the screens show the reader's. */
export async function namedBoundaryLocations(
  tenantId: string,
  yearEnd: string,
  scope: 'inBoundary' | 'all' = 'inBoundary',
): Promise<(BoundaryLocation & { names: LocationNames })[]> {
  return (await listStoredLocations(tenantId, yearEnd, scope)).map((l) => ({
    id: l.id,
    name: l.name,
    names: namesOf(l.stored),
  }));
}
