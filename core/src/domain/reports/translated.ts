import {
  answersAsText,
  bilingualOf,
  editionText,
  textOf,
  type BilingualText,
  type TextLanguage,
} from '../../catalogue/bilingual';
import { renameLocations } from '../../catalogue/locationNames';
import type { TableRow } from '../../catalogue/values';
import type { AnswersByPage } from '../../catalogue/disclosure';
import { toSimplified } from '../../lib/simplified';
import { PAGES } from '../../pages/index';
import { LOCATION_CHOICES } from '../../pages/locationChoices';
import type { Language } from '../../schemas/common';
import { reportText } from './messages';

/** A translatable answer an edition has no text for: its page (route) and field. */
export interface UntranslatedAnswer {
  page: string;
  field: string;
  /** Where the text is a row's (an instrument's reference, ADR 0137): the row as a user knows it, in each language. */
  item?: Record<Language, string>;
}

/**
 * The edition's name of each location, by the one name an answer on the `locations` list holds (`textOf`):
 * a location answer prints in the edition's language too (docs/decisions/0121).
 */
function locationNamesIn(answers: AnswersByPage, lang: Language, companyLang: TextLanguage) {
  const rows = answers.reporting_boundaries?.locations;
  const names = new Map<string, string>();
  for (const r of Array.isArray(rows) ? (rows as TableRow[]) : []) {
    const b = bilingualOf(r.name, companyLang);
    const own = b && editionText(b, lang, toSimplified);
    if (own) names.set(textOf(r.name), own);
  }
  return names;
}

/** An answer without the edition's language: the other language behind the visible marker (ADR 0097). */
function markedUntranslated(b: BilingualText, lang: Language) {
  const english = b.en.trim() !== '';
  const source = reportText(lang, english ? 'sourceEnglish' : 'sourceChinese');
  const text = english ? b.en : b.hk.trim() ? b.hk : (b.cn ?? '');
  return `${reportText(lang, 'translationMissing', { source })} ${text}`;
}

/**
 * A company text kept outside the pages (a contractual instrument's reference, ADR 0137) as an edition prints it:
 * one text as typed, in every edition; its languages as an answer's, the other language marked where one is missing.
 */
export function editionTextOf(v: string | Partial<BilingualText>, lang: Language): string {
  if (typeof v === 'string') return v;
  const b = bilingualOf(v, 'en') ?? { en: '', hk: '' };
  return editionText(b, lang, toSimplified) ?? markedUntranslated(b, lang);
}

/**
 * The year's answers as one edition prints them (ADR 0097): each translatable answer in the edition's
 * language (Simplified from the Traditional text unless overridden). An answer without that language
 * prints in the other one behind a visible marker ("[English text — translation missing]") and is
 * listed: the final edition of that language is refused while any is.
 */
export function editionAnswers(
  answers: AnswersByPage,
  lang: Language,
  companyLang: TextLanguage,
  /** Last year's answers name a location renamed since by this year's name (ADR 0155): this year's answers. */
  namedAs?: AnswersByPage,
) {
  const untranslated: UntranslatedAnswer[] = [];
  const out: Record<string, AnswersByPage[string]> = { ...answers };
  const names = new Map([
    ...locationNamesIn(answers, lang, companyLang),
    ...(namedAs ? locationNamesIn(namedAs, lang, companyLang) : []),
  ]);
  for (const page of PAGES) {
    const values = answers[page.key];
    if (!values) continue;
    const pick = (b: BilingualText, field: string) => {
      const own = editionText(b, lang, toSimplified);
      if (own !== undefined) return own;
      untranslated.push({ page: page.route, field });
      return markedUntranslated(b, lang);
    };
    const own = answersAsText(page, values, pick, companyLang);
    out[page.key] = names.size ? renameLocations(LOCATION_CHOICES[page.key] ?? [], own, (n) => names.get(n) ?? n) : own;
  }
  return { answers: out as AnswersByPage, untranslated };
}
