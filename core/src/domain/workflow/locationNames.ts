import { editionText, isBilingual, textOf, type TextLanguage } from '../../catalogue/bilingual';
import { toSimplified } from '../../lib/simplified';
import { listStoredLocations } from '../background/storedLocations';
import type { BoundaryLocation } from '../resources/locations';

/** A location's name in each language of the interface: a language not typed reads the one name the lists use. */
export type LocationNames = Record<TextLanguage, string>;

/** Names a stored location name in every language (ADR 0121: Simplified converted from the Traditional text). */
export function namesOf(stored: unknown): LocationNames {
  const one = textOf(stored);
  if (!isBilingual(stored)) return { en: one, hk: one, cn: one };
  const hk = editionText(stored, 'hk', toSimplified) ?? one;
  return { en: editionText(stored, 'en', toSimplified) ?? one, hk, cn: editionText(stored, 'cn', toSimplified) ?? hk };
}

/** The year's in-boundary locations, each with its name in every language: the workflow's screens show the reader's. */
export async function namedBoundaryLocations(
  tenantId: string,
  yearEnd: string,
): Promise<(BoundaryLocation & { names: LocationNames })[]> {
  return (await listStoredLocations(tenantId, yearEnd)).map((l) => ({
    id: l.id,
    name: l.name,
    names: namesOf(l.stored),
  }));
}
