import {
  mergedText,
  missingLanguageCount,
  translatableAnswers,
  type BilingualText,
  type TextLanguage,
  type TranslatableSlot,
} from '../../catalogue/bilingual';
import type { PageDeclaration } from '../../catalogue/page';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { languageOf } from '../../schemas/common';
import type { PageDataView } from '../../schemas/pageData';
import type { Membership } from '../membership';
import { ROW_IDS } from './rowIds';

/** The company's language: what a one-language answer is (ADR 0096). */
export const companyLanguageOf = (m: Membership | undefined): TextLanguage =>
  m?.tenant ? languageOf(m.tenant.langKey) : 'en';

type Given = Partial<Pick<BilingualText, 'en' | 'hk' | 'cn'>>;

/**
 * What is stored for a save's answer: a field's own, or a cell's in the stored row the saved one is — the row with
 * its id where the table's rows carry one (a location, a board member: rowIds.ts), else the row at its position.
 */
function storedAnswer(pageKey: string, slot: TranslatableSlot, values: PagePayload, stored: PagePayload) {
  const spec = ROW_IDS[pageKey];
  if (!slot.cell || spec?.table !== slot.cell.table) return slot.get(stored);
  const id = (values[spec.table] as TableRow[])[slot.cell.row]?.[spec.id];
  if (typeof id !== 'string' || id === '') return slot.get(stored);
  const rows = Array.isArray(stored[spec.table]) ? (stored[spec.table] as TableRow[]) : [];
  return rows.find((r) => r[spec.id] === id)?.[slot.cell.column];
}

/**
 * The translatable answers of a save merged with what is stored (ADR 0096): a language the save
 * leaves out is kept, so typing one language never erases the other; a plain string is the
 * company's language (stored as sent over a one-language answer, merged into a bilingual one). An
 * answer with no text in any language is stored as ''. A table cell meets its stored row (`storedAnswer`,
 * ADR 0121).
 */
export function withTranslations(
  page: PageDeclaration,
  values: PagePayload,
  stored: PagePayload | undefined,
  companyLang: TextLanguage,
): PagePayload {
  let out: PagePayload = values;
  for (const f of translatableAnswers(page, values)) {
    const given = f.get(values) as string | Given | null | undefined;
    if (given === undefined || given === null) continue;
    const before = stored ? storedAnswer(page.key, f, values, stored) : undefined;
    // A cell's languages come whole with its row (ADR 0121); only a one-language string keeps the stored other.
    const next = mergedText(given, before, companyLang, !(f.cell && typeof given !== 'string'));
    if (next !== undefined) out = f.set(out, next);
  }
  return out;
}

/** A page's answers as GET and PUT show them, with how many translatable answers lack a language and the company's language. */
export function withMissingCount(view: PageDataView, page: PageDeclaration, m: Membership): PageDataView {
  const companyLanguage = companyLanguageOf(m);
  const missingTranslations = missingLanguageCount(page, view.values as PagePayload, companyLanguage);
  return { ...view, missingTranslations, companyLanguage };
}
