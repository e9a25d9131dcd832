import type { CatalogueIssue } from '../../catalogue/issues';
import type { YearRuleInput } from '../../catalogue/dataPage';
import type { PagePayload } from '../../catalogue/values';
import { pageByKey } from '../../pages/index';
import type { PeriodRecord } from '../records';
import { duplicateRowIds } from './rowIds';
import { formRuleIssues } from '../../pages/formRules';
import { answersInAnyLanguage } from '../../catalogue/bilingual';

/**
 * Rules across fields or years that a declaration cannot state (it describes one answer at a time):
 * row ids, the page's form rules and its year rules (`rules` of the page module, ADR 0080). They run
 * after the page's schema accepted the payload, and speak with the catalogue's messages.
 */
export function ruleIssues(pageKey: string, input: YearRuleInput): CatalogueIssue[] {
  const page = pageByKey(pageKey);
  const values = page ? answersInAnyLanguage(page, input.values) : input.values;
  return [
    ...duplicateRowIds(pageKey, input.values),
    ...formRuleIssues(pageKey, input.values),
    ...(page?.rules?.year?.({ ...input, values }) ?? []),
  ];
}

/** What a copy from last year must not carry over (the page's `rules.copy`). */
export function adjustCopy(pageKey: string, values: PagePayload, period: PeriodRecord): PagePayload {
  const copy = pageByKey(pageKey)?.rules?.copy;
  return copy ? copy(values, period) : values;
}
