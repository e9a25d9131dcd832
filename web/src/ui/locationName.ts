import { isLanguage } from '../i18n/languages';

/** A location's name in the reader's language where the server sends it in each (ADR 0121), else its one name. */
export function locationName(
  location: { name?: string; key?: string; names?: { en: string; hk: string; cn: string } },
  language: string,
): string {
  return (isLanguage(language) ? location.names?.[language] : undefined) ?? location.name ?? location.key ?? '';
}
