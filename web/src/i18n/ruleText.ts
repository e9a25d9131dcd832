import i18n from 'i18next';
import { isCatalogueKey } from '@esg/core/catalogue/messages';
import { catalogueText } from './catalogueText';
import { ruleOfZodIssue } from '@esg/core/catalogue/zodRules';
import type * as z from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** An issue as the API sends it (`messageKey`, `params`), as the catalogue forms hold it (`code`), or zod's own. */
export interface RuleIssue {
  path: readonly PropertyKey[] | string;
  code?: string;
  message?: string;
  messageKey?: string;
  params?: Record<string, string | number>;
}

const current = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * What a broken rule says in the user's language (ADR 0048): the message catalogue's text for the
 * API's `messageKey` or a catalogue `code`; a zod issue checked in the browser by the generic rule
 * it means; only a rule's own text (already in the user's words) is shown as it came.
 */
export function ruleText(issue: RuleIssue, lang: Language = current()): string {
  if (isCatalogueKey(issue.messageKey)) return catalogueText(issue.messageKey, lang, issue.params);
  if (isCatalogueKey(issue.code)) return catalogueText(issue.code, lang, issue.params);
  // Checked in the browser: zod's issue itself (an array path), its English never shown.
  if (Array.isArray(issue.path) && issue.code && issue.code !== 'custom') {
    const rule = ruleOfZodIssue(issue as unknown as z.core.$ZodIssue);
    if (rule) return catalogueText(rule.key, lang, rule.params);
  }
  return issue.message ?? '';
}
