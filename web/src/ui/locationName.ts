import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages';
import { useSimplified } from './wording';

export type Names = { en: string; hk: string; cn: string };
type Located = { name?: string; key?: string; names?: Names };
type Convert = (hk: string) => string;

/** A location's name in the reader's language where the server sends it in each (ADR 0121), else its one name. */
export function locationName(location: { name?: string; key?: string; names?: Names }, language: string): string {
  return (isLanguage(language) ? location.names?.[language] : undefined) ?? location.name ?? location.key ?? '';
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
