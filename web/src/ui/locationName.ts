import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { namesIn, textOf } from '@esg/core/catalogue/bilingual';
import type { TableRow } from '@esg/core/catalogue/values';
import { isLanguage } from '../i18n/languages';
import { useSimplified } from './wording';

type Names = { en: string; hk: string; cn: string };
type Located = { name?: string; key?: string; names?: Names };
type Convert = (hk: string) => string;

/** A location's name in the reader's language where the server sends it in each (ADR 0121), else its one name. */
export function locationName(location: { name?: string; key?: string; names?: Names }, language: string): string {
  return (isLanguage(language) ? location.names?.[language] : undefined) ?? location.name ?? location.key ?? '';
}

/**
 * The reporting boundaries page's locations by their one name (the value of every answer on the run-time `locations`
 * list: `textOf`), each named in every language as the API names them (`namesIn`, ADR 0121). The Simplified of a name
 * typed only in Traditional is converted by `toSimplified` once loaded (`useSimplified`), else reads the Traditional.
 */
export function boundaryNames(
  boundaries: Record<string, unknown> | undefined,
  toSimplified: (hk: string) => string = (hk) => hk,
): ReadonlyMap<string, Names> {
  const rows = Array.isArray(boundaries?.locations) ? (boundaries.locations as TableRow[]) : [];
  return new Map(rows.filter((r) => textOf(r.name) !== '').map((r) => [textOf(r.name), namesIn(r.name, toSimplified)]));
}

/**
 * The API names a location as typed: a Simplified name not typed reads the Traditional (no group carries the
 * converter for names). These convert it once the converter has loaded, as a company's own texts are (ADR 0140);
 * converting a name typed in Simplified leaves it as it is.
 */
export function simplifiedNames<T extends { names?: Names }>(
  locations: readonly T[],
  convert: Convert | undefined,
): T[] {
  if (!convert) return [...locations];
  return locations.map((l) => (l.names ? { ...l, names: { ...l.names, cn: convert(l.names.cn) } } : l));
}

/** A location's name in the reader's language (`locationName`), its Simplified converted as above. */
export function useLocationName(): (location: Located) => string {
  const { i18n } = useTranslation();
  const convert = useSimplified(i18n.language);
  return useCallback(
    (location: Located) => {
      const name = locationName(location, i18n.language);
      return convert && location.names ? convert(name) : name;
    },
    [i18n.language, convert],
  );
}
