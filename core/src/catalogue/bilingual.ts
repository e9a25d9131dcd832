import { fieldsOf, type PageDeclaration } from './page';
import type { TextField } from './types';
import type { BilingualText, PagePayload } from './values';

export type { BilingualText } from './values';

/** The report's languages: English, Traditional Chinese (Hong Kong), Simplified Chinese. */
export type TextLanguage = 'en' | 'hk' | 'cn';
/** The languages a company types; Simplified is derived from Traditional unless overridden (ADR 0096). */
export const TYPED_LANGUAGES = ['en', 'hk'] as const;
export type TypedLanguage = (typeof TYPED_LANGUAGES)[number];

export const isBilingual = (v: unknown): v is BilingualText =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && ('en' in v || 'hk' in v || 'cn' in v);

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * A stored answer read as both languages. A plain string is an answer saved before translations
 * (or by a client that sends one language): it is the company's language version, read as such
 * (ADR 0096: migrated at read time, never rewritten in place).
 */
export function bilingualOf(v: unknown, companyLang: TextLanguage): BilingualText | undefined {
  if (isBilingual(v)) {
    return {
      en: typeof v.en === 'string' ? v.en : '',
      hk: typeof v.hk === 'string' ? v.hk : '',
      ...(filled(v.cn) ? { cn: v.cn } : {}),
      ...(v.stale === 'en' || v.stale === 'hk' ? { stale: v.stale } : {}),
    };
  }
  if (!filled(v)) return undefined;
  return { en: '', hk: '', [companyLang]: v };
}

/** The typed languages a translatable answer lacks (none while it is wholly empty: nothing to translate). */
export function missingLanguages(b: BilingualText | undefined): TypedLanguage[] {
  if (!b || (!filled(b.en) && !filled(b.hk) && !filled(b.cn))) return [];
  return TYPED_LANGUAGES.filter((l) => !filled(b[l]));
}

export type TranslationState =
  | { state: 'empty' }
  | { state: 'complete' }
  | { state: 'missing'; language: TypedLanguage }
  | { state: 'mayNeedUpdating'; language: TypedLanguage };

/** Both present, one missing, or one changed since the other was last edited (the other "may need updating"). */
export function translationState(b: BilingualText | undefined): TranslationState {
  const missing = missingLanguages(b);
  if (!b || (!filled(b.en) && !filled(b.hk) && !filled(b.cn))) return { state: 'empty' };
  if (missing.length > 0) return { state: 'missing', language: missing[0]! };
  return b.stale ? { state: 'mayNeedUpdating', language: b.stale } : { state: 'complete' };
}

/**
 * Which language may need updating after an edit: cleared once it is edited itself; set to the other
 * language when only one of them was rewritten (it had text and still has) while the other has text.
 * A first translation or a cleared text flags nothing: the state says "missing" then.
 */
export function staleAfterEdit(prev: BilingualText | undefined, next: BilingualText): TypedLanguage | undefined {
  const changed = TYPED_LANGUAGES.filter((l) => next[l] !== (prev?.[l] ?? ''));
  if (prev?.stale && changed.includes(prev.stale)) return undefined;
  if (changed.length === 0) return prev?.stale;
  const [only] = changed;
  if (changed.length > 1 || !only) return undefined;
  const other = only === 'en' ? 'hk' : 'en';
  const rewritten = !!prev?.[only]?.trim() && !!next[only].trim();
  return rewritten && next[other].trim() ? other : prev?.stale;
}

/**
 * The edition's text: English and Traditional as typed; Simplified the override, else converted
 * from the Traditional text (`toSimplified`, server side: core/src/lib/simplified.ts). Undefined
 * when the edition's language is missing.
 */
export function editionText(
  b: BilingualText,
  lang: TextLanguage,
  toSimplified: (hk: string) => string,
): string | undefined {
  if (lang !== 'cn') return filled(b[lang]) ? b[lang] : undefined;
  if (filled(b.cn)) return b.cn;
  return filled(b.hk) ? toSimplified(b.hk) : undefined;
}

/** Any language's text (the rules ask whether a reason was given, not in which language). */
export const anyText = (b: BilingualText): string => [b.en, b.hk, b.cn ?? ''].find(filled) ?? '';

/** The page's translatable fields: text it declares so (top-level fields; ADR 0096). */
export const translatableFields = (page: PageDeclaration): TextField[] =>
  fieldsOf(page).filter((f): f is TextField => (f.kind === 'text' || f.kind === 'longText') && !!f.translatable);

/** How many of a page's translatable answers lack a language. */
export const missingLanguageCount = (page: PageDeclaration, values: PagePayload, companyLang: TextLanguage) =>
  translatableFields(page).filter((f) => missingLanguages(bilingualOf(values[f.id], companyLang)).length > 0).length;

/**
 * The page's answers with each translatable answer as one string, `pick`ed from its languages; what
 * rules, the disclosure status and the report read (they compare and print text, not translations).
 */
export function answersAsText(
  page: PageDeclaration,
  values: PagePayload,
  pick: (b: BilingualText, fieldId: string) => string,
  companyLang: TextLanguage,
): PagePayload {
  const out: PagePayload = { ...values };
  for (const f of translatableFields(page)) {
    const b = bilingualOf(values[f.id], companyLang);
    if (b) out[f.id] = pick(b, f.id);
  }
  return out;
}

const LATIN = /\p{Script=Latin}/gu;
const HAN = /\p{Script=Han}/gu;

/**
 * Latin text typed where Chinese is expected: more Latin letters than Chinese characters (an acronym
 * such as ESG or HKEX in Chinese prose is not). Flagged on the page, never refused (ADR 0096).
 */
export function mostlyLatin(text: string): boolean {
  const latin = text.match(LATIN)?.length ?? 0;
  return latin > 0 && latin > (text.match(HAN)?.length ?? 0);
}

/** The answers as rules read them: whether a reason was given, not in which language (ADR 0096). */
export const answersInAnyLanguage = (page: PageDeclaration, values: PagePayload) =>
  answersAsText(page, values, anyText, 'en');

/**
 * What a form sends for its translatable answers: only the languages it changed from the answers it
 * loaded (`stored`), so a save never overwrites the other language another user saved meanwhile; an
 * answer left alone is sent as `{}` (keep as stored). pageData/translations.ts merges them.
 */
export function changedLanguages(
  page: PageDeclaration,
  values: PagePayload,
  stored: PagePayload,
  companyLang: TextLanguage,
): PagePayload {
  const out: PagePayload = { ...values };
  for (const f of translatableFields(page)) {
    const now = values[f.id];
    if (!isBilingual(now)) continue;
    const before = bilingualOf(stored[f.id], companyLang) ?? { en: '', hk: '' };
    const sent: Partial<BilingualText> = {};
    for (const l of ['en', 'hk', 'cn'] as const) if ((now[l] ?? '') !== (before[l] ?? '')) sent[l] = now[l] ?? '';
    out[f.id] = sent as BilingualText;
  }
  return out;
}
