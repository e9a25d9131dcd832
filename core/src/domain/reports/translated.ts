import { answersAsText, editionText, type BilingualText, type TextLanguage } from '../../catalogue/bilingual';
import type { AnswersByPage } from '../../catalogue/disclosure';
import { toSimplified } from '../../lib/simplified';
import { PAGES } from '../../pages/index';
import type { Language } from '../../schemas/common';
import { reportText } from './messages';

/** A translatable answer an edition has no text for: its page (route) and field. */
export interface UntranslatedAnswer {
  page: string;
  field: string;
}

/**
 * The year's answers as one edition prints them (ADR 0097): each translatable answer in the edition's
 * language (Simplified from the Traditional text unless overridden). An answer without that language
 * prints in the other one behind a visible marker ("[English text — translation missing]") and is
 * listed: the final edition of that language is refused while any is.
 */
export function editionAnswers(answers: AnswersByPage, lang: Language, companyLang: TextLanguage) {
  const untranslated: UntranslatedAnswer[] = [];
  const out: Record<string, AnswersByPage[string]> = { ...answers };
  for (const page of PAGES) {
    const values = answers[page.key];
    if (!values) continue;
    const pick = (b: BilingualText, field: string) => {
      const own = editionText(b, lang, toSimplified);
      if (own !== undefined) return own;
      untranslated.push({ page: page.route, field });
      const english = b.en.trim() !== '';
      const source = reportText(lang, english ? 'sourceEnglish' : 'sourceChinese');
      const text = english ? b.en : b.hk.trim() ? b.hk : (b.cn ?? '');
      return `${reportText(lang, 'translationMissing', { source })} ${text}`;
    };
    out[page.key] = answersAsText(page, values, pick, companyLang);
  }
  return { answers: out as AnswersByPage, untranslated };
}
