import { bilingualOf, editionText, mergedText, type BilingualText, type TextLanguage } from '../../catalogue/bilingual';
import { LANGUAGES, type Language } from '../../schemas/common';
import type { Text3 } from './topics';

/**
 * A text the company types outside the pages — a materiality topic's name and description, a stakeholder link's
 * name (ADR 0140) — in its languages, as a page answer's (ADR 0096): a one-string value stored before is the
 * company's language version, read as such, never rewritten in place.
 */
export const ownTextOf = (stored: unknown, companyLang: TextLanguage): BilingualText | null =>
  bilingualOf(stored, companyLang) ?? null;

/** What is stored for a saved own text: merged with the stored one (typing one language never erases the other). */
export function savedOwnText(
  given: string | Partial<Pick<BilingualText, 'en' | 'hk' | 'cn'>> | null,
  before: unknown,
  companyLang: TextLanguage,
): string | BilingualText | null {
  if (given === null) return null;
  const merged = mergedText(given, before, companyLang);
  return merged === undefined ? (given as string) : merged || null;
}

/**
 * The text in `lang` as a screen shows it, or undefined while missing: Simplified the override, else the Traditional
 * text as typed. The converter (98 KB of dictionaries, ADR 0138) stays out of the groups that serve these screens;
 * the report converts it for the 简体 edition (`editionTextOf`, reports/translated.ts). Whether a language is missing
 * does not depend on the conversion. A screen that shows the Simplified text itself passes `toSimplified` to `ownText3`
 * and `topicView` (the board member's questionnaire, answer.ts: its group carries the dictionaries).
 */
type Convert = (hk: string) => string;
const asTyped: Convert = (hk) => hk;
export const ownTextIn = (b: BilingualText, lang: Language) => editionText(b, lang, asTyped);

/** Where a language is missing, the reader sees the other one: English for Chinese, Chinese for English. */
const fallback = (b: BilingualText, lang: Language, convert: Convert) =>
  (lang === 'en' ? (editionText(b, 'hk', convert) ?? editionText(b, 'cn', convert)) : editionText(b, 'en', convert)) ??
  '';

/** An own text in the three languages a screen shows, and the languages it lacks (each shown in another). */
export function ownText3(b: BilingualText, convert: Convert = asTyped): { text: Text3; untranslated: Language[] } {
  const untranslated = LANGUAGES.filter((l) => ownTextIn(b, l) === undefined);
  const text = Object.fromEntries(
    LANGUAGES.map((l) => [l, editionText(b, l, convert) ?? fallback(b, l, convert)]),
  ) as unknown as Text3;
  return { text, untranslated };
}

/**
 * A stakeholder link's stored name as read (ADR 0140): its languages, what each reader sees, and one text in the
 * company's language (else the other) for a reader without a language.
 */
export function ownNames(stored: unknown, companyLang: TextLanguage) {
  const own = ownTextOf(stored, companyLang) ?? { en: '', hk: '' };
  const { text } = ownText3(own);
  return { own, names: text, name: text[companyLang] };
}
