import { foldedText } from '../../lib/text';
import { namesIn } from '../../catalogue/bilingual';
import { toSimplified } from '../../lib/simplified';
import type { Language } from '../../schemas/common';
import { listStoredLocations } from '../background/storedLocations';

/**
 * A location as a workbook names it: its id (the hidden row id), its name as the lists and the pages store it, and its
 * name in each language of the workbook (ADR 0121: a Chinese workbook names a location by its Chinese name where the
 * company typed one, the Simplified converted from the Traditional unless typed). Without `names` the one name in every
 * language.
 */
export interface SheetLocation {
  id: string;
  name: string;
  names?: Readonly<Record<Language, string>>;
}

/** The name a workbook in `language` writes for a location. */
export const nameIn = (l: SheetLocation, language: Language): string => l.names?.[language] || l.name;

/** The year's in-boundary locations with their names in every language, as the template writes and an import reads them. */
export async function sheetLocations(tenantId: string, yearEnd: string): Promise<SheetLocation[]> {
  return (await listStoredLocations(tenantId, yearEnd, 'inBoundary')).map((l) => ({
    id: l.id,
    name: l.name,
    names: namesIn(l.stored, toSimplified),
  }));
}

const ORDER: Record<Language, readonly Language[]> = {
  en: ['en', 'hk', 'cn'],
  hk: ['hk', 'cn', 'en'],
  cn: ['cn', 'hk', 'en'],
};

/**
 * The location ids by the names a cell may hold, folded as people compare names (`foldedText`, as the names'
 * uniqueness on Reporting boundaries): the workbook's language's first, then the other
 * languages' and the stored name where no location's name in an earlier language took them, so a workbook in Chinese
 * reads back by its Chinese names and a row whose location was typed in English (or copied from another workbook) is
 * still found.
 */
export function locationsByName(locations: readonly SheetLocation[], language: Language): Map<string, string> {
  const byName = new Map<string, string>();
  const add = (name: string, id: string) => {
    const key = foldedText(name);
    if (key !== '' && !byName.has(key)) byName.set(key, id);
  };
  for (const lang of ORDER[language]) for (const l of locations) add(nameIn(l, lang), l.id);
  for (const l of locations) add(l.name, l.id);
  return byName;
}
