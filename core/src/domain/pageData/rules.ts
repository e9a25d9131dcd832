import type { CatalogueIssue } from '../../catalogue/issues';
import type { RuledPage, YearRuleInput } from '../../catalogue/dataPage';
import type { PagePayload } from '../../catalogue/values';
import type { PeriodRecord } from '../records';
import { duplicateRowIds } from './rowIds';
import { formRuleIssues } from '../../pages/formRules';
import { answersInAnyLanguage } from '../../catalogue/bilingual';

/**
 * Rules across fields or years that a declaration cannot state (it describes one answer at a time):
 * row ids, the page's form rules and its year rules (`rules` of the page module, ADR 0080). They run
 * after the page's schema accepted the payload, and speak with the catalogue's messages.
 */
export function ruleIssues(page: RuledPage, input: YearRuleInput): CatalogueIssue[] {
  const values = answersInAnyLanguage(page, input.values);
  return [
    ...duplicateRowIds(page.key, input.values),
    ...formRuleIssues(page, input.values),
    ...(page.rules?.year?.({ ...input, values }) ?? []),
  ];
}

/** What a copy from last year must not carry over (the page's `rules.copy`). */
export function adjustCopy(page: RuledPage, values: PagePayload, period: PeriodRecord): PagePayload {
  const copy = page.rules?.copy;
  return copy ? copy(values, period) : values;
}
