import { LANGUAGES, type Language } from './languages';

/** Core's message shape: each key holds its text in every interface language, with `{x}` placeholders. */
export type Trilingual<K extends string = string> = Record<K, Readonly<Record<Language, string>>>;

/** Core writes placeholders `{x}` (core/src/catalogue/messages.ts), i18next `{{x}}`. */
export const toI18next = (text: string): string => text.replace(/\{(\w+)\}/g, '{{$1}}');
export const fromI18next = (text: string): string => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

/** One language's table as its i18next bundle: placeholders rewritten, keys unchanged. */
export const bundleOf = <K extends string>(messages: Readonly<Record<K, string>>): Record<K, string> =>
  Object.fromEntries(Object.entries<string>(messages).map(([k, text]) => [k, toI18next(text)])) as Record<K, string>;

/**
 * The one adapter from core's trilingual objects to i18next resources: one bundle per language,
 * placeholders rewritten, keys unchanged.
 */
export function fromCore<K extends string>(messages: Trilingual<K>): Record<Language, Record<K, string>> {
  const bundle = (lng: Language) =>
    bundleOf(Object.fromEntries(Object.entries<Record<Language, string>>(messages).map(([k, t]) => [k, t[lng]])));
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, bundle(lng)])) as Record<Language, Record<K, string>>;
}
