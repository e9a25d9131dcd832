import {
  anyText,
  bilingualOf,
  isBilingual,
  missingLanguageCount,
  translatableFields,
  type BilingualText,
  type TextLanguage,
  type TypedLanguage,
} from '../../catalogue/bilingual';
import type { PageDeclaration } from '../../catalogue/page';
import type { PagePayload } from '../../catalogue/values';
import { languageOf } from '../../schemas/common';
import type { PageDataView } from '../../schemas/pageData';
import type { Membership } from '../membership';

/** The company's language: what a one-language answer is (ADR 0096). */
export const companyLanguageOf = (m: Membership): TextLanguage => (m.tenant ? languageOf(m.tenant.langKey) : 'en');

type Given = Partial<Pick<BilingualText, 'en' | 'hk' | 'cn'>>;

/**
 * Which language may need updating after a save: cleared once it is edited itself; set to the other
 * language when only one of them was rewritten (it had text and still has) while the other has text.
 * A first translation or a cleared text flags nothing: the state says "missing" then.
 */
function staleAfter(prev: BilingualText | undefined, next: BilingualText): TypedLanguage | undefined {
  const changed = (['en', 'hk'] as const).filter((l) => next[l] !== (prev?.[l] ?? ''));
  if (prev?.stale && changed.includes(prev.stale)) return undefined;
  if (changed.length === 0) return prev?.stale;
  const [only] = changed;
  if (changed.length > 1 || !only) return undefined;
  const other = only === 'en' ? 'hk' : 'en';
  const rewritten = !!prev?.[only]?.trim() && !!next[only].trim();
  return rewritten && next[other].trim() ? other : prev?.stale;
}

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
  const out: PagePayload = { ...values };
  for (const f of translatableFields(page)) {
    const given = values[f.id] as string | Given | null | undefined;
    if (given === undefined || given === null) continue;
    // One language over one language: nothing to keep, stored as sent (read as the company's language).
    if (typeof given === 'string' && !isBilingual(stored?.[f.id])) continue;
    const prev = bilingualOf(stored?.[f.id], companyLang);
    const typed: Given = typeof given === 'string' ? { [companyLang]: given } : given;
    const next: BilingualText = {
      en: typed.en ?? prev?.en ?? '',
      hk: typed.hk ?? prev?.hk ?? '',
    };
    const cn = typed.cn ?? prev?.cn;
    if (cn?.trim()) next.cn = cn;
    const stale = staleAfter(prev, next);
    if (stale) next.stale = stale;
    out[f.id] = anyText(next) ? next : '';
  }
  return out;
}

/** A page's answers as GET and PUT show them, with how many translatable answers lack a language. */
export const withMissingCount = (view: PageDataView, page: PageDeclaration, m: Membership): PageDataView => ({
  ...view,
  missingTranslations: missingLanguageCount(page, view.values as PagePayload, companyLanguageOf(m)),
});
