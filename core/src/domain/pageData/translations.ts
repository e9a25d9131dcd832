import {
  anyText,
  bilingualOf,
  isBilingual,
  missingLanguageCount,
  staleAfterEdit,
  translatableFields,
  type BilingualText,
  type TextLanguage,
} from '../../catalogue/bilingual';
import type { PageDeclaration } from '../../catalogue/page';
import type { PagePayload } from '../../catalogue/values';
import { languageOf } from '../../schemas/common';
import type { PageDataView } from '../../schemas/pageData';
import type { Membership } from '../membership';

/** The company's language: what a one-language answer is (ADR 0096). */
export const companyLanguageOf = (m: Membership | undefined): TextLanguage =>
  m?.tenant ? languageOf(m.tenant.langKey) : 'en';

type Given = Partial<Pick<BilingualText, 'en' | 'hk' | 'cn'>>;

/**
 * The translatable answers of a save merged with what is stored (ADR 0096): a language the save
 * leaves out is kept, so typing one language never erases the other; a plain string is the
 * company's language (stored as sent over a one-language answer, merged into a bilingual one). An
 * answer with no text in any language is stored as ''.
 */
export function withTranslations(
  page: PageDeclaration,
  values: PagePayload,
  stored: PagePayload | undefined,
  companyLang: TextLanguage,
): PagePayload {
  let out: PagePayload = values;
  for (const f of translatableFields(page)) {
    const given = f.get(values) as string | Given | null | undefined;
    if (given === undefined || given === null) continue;
    const before = stored ? f.get(stored) : undefined;
    // One language over one language: nothing to keep, stored as sent (read as the company's language).
    if (typeof given === 'string' && !isBilingual(before)) continue;
    const prev = bilingualOf(before, companyLang);
    const typed: Given = typeof given === 'string' ? { [companyLang]: given } : given;
    const next: BilingualText = {
      en: typed.en ?? prev?.en ?? '',
      hk: typed.hk ?? prev?.hk ?? '',
    };
    const cn = typed.cn ?? prev?.cn;
    if (cn?.trim()) next.cn = cn;
    const stale = staleAfterEdit(prev, next);
    if (stale) next.stale = stale;
    out = f.set(out, anyText(next) ? next : '');
  }
  return out;
}

/** A page's answers as GET and PUT show them, with how many translatable answers lack a language and the company's language. */
export function withMissingCount(view: PageDataView, page: PageDeclaration, m: Membership): PageDataView {
  const companyLanguage = companyLanguageOf(m);
  const missingTranslations = missingLanguageCount(page, view.values as PagePayload, companyLanguage);
  return { ...view, missingTranslations, companyLanguage };
}
