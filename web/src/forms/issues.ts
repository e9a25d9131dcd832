import type { PageDeclaration } from '@esg/core/catalogue/page';
import { validatePage } from '@esg/core/catalogue/schema/page';
import { formRuleIssues } from '@esg/core/pages/formRules';
import type { Language } from '../i18n/languages';
import { ruleText } from '../i18n/ruleText';

/** A problem at one payload path, as the catalogue and the API both report it. */
export interface FormIssue {
  path: string;
  /** A catalogue message key ('ntdReason'); anything else is shown with its own `message`. */
  code?: string;
  message: string;
  params?: Record<string, string | number>;
}

/** The same check the API runs on save, from the same declaration: nothing is re-declared here. */
export function checkAnswers(page: PageDeclaration, values: unknown): FormIssue[] {
  const result = validatePage(page, values);
  return result.ok ? formRuleIssues(page, result.value) : result.issues;
}

/** The issue in the interface language: catalogue keys are translated, other texts shown as sent. */
export const issueText = (issue: FormIssue, lang: Language): string => ruleText(issue, lang);

/**
 * The issues a control shows. A scalar owns everything under its path (a multiselect's item
 * index); a question, table or list shows only its own (and a question its `answer`), because
 * the controls inside it show theirs.
 */
export function issuesAt(issues: readonly FormIssue[], path: string, owns: 'self' | 'subtree'): FormIssue[] {
  return issues.filter(
    (i) => i.path === path || (owns === 'self' ? i.path === `${path}.answer` : i.path.startsWith(`${path}.`)),
  );
}

/** Issues the API returned with a 400 (`data.issues`), on the paths the declarations use. */
export function issuesOfReply(body: unknown): FormIssue[] {
  const issues = (body as { data?: { issues?: unknown } } | undefined)?.data?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is FormIssue => typeof i === 'object' && i !== null && typeof (i as FormIssue).path === 'string',
  );
}
