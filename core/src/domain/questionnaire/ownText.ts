import { bilingualOf, editionText, mergedText, type BilingualText, type TextLanguage } from '../../catalogue/bilingual';
import { toSimplified } from '../../lib/simplified';
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

/** The text in `lang` (Simplified converted from the Traditional unless overridden), or undefined while missing. */
export const ownTextIn = (b: BilingualText, lang: Language) => editionText(b, lang, toSimplified);

/** Where a language is missing, the reader sees the other one: English for Chinese, Chinese for English. */
const fallback = (b: BilingualText, lang: Language) =>
  (lang === 'en' ? (ownTextIn(b, 'hk') ?? ownTextIn(b, 'cn')) : ownTextIn(b, 'en')) ?? '';

/** An own text in the three languages a screen shows, and the languages it lacks (each shown in another). */
export function ownText3(b: BilingualText): { text: Text3; untranslated: Language[] } {
  const untranslated = LANGUAGES.filter((l) => ownTextIn(b, l) === undefined);
  const text = Object.fromEntries(LANGUAGES.map((l) => [l, ownTextIn(b, l) ?? fallback(b, l)])) as unknown as Text3;
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
