import type { CatalogueIssue } from '../catalogue/issues';
import type { PagePayload } from '../catalogue/values';
import type { RuledPage } from '../catalogue/dataPage';
import { explainIssues } from '../catalogue/explainRules';
import { answersInAnyLanguage } from '../catalogue/bilingual';

/**
 * Rules across a page's own answers that need nothing else (no year, no last year): the page's
 * `rules.form` (beside it, ADR 0080), then comply or explain by choice wherever a page declares
 * `explains`; a translatable answer is its text in any language (ADR 0096). The web runs them before saving and the API on save, so both speak with the same words.
 */
export function formRuleIssues(page: RuledPage, values: PagePayload): CatalogueIssue[] {
  const answers = answersInAnyLanguage(page, values);
  return [...(page.rules?.form?.(answers) ?? []), ...explainIssues(page, answers)];
}
