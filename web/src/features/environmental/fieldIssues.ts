import type { FieldIssue } from '../../api/errors';
import { ruleText } from '../../i18n/ruleText';

/**
 * A refused save's issues by the form field they concern (`body.rows.0.attributes.gas` → gas,
 * `body.rows.0.unit` → unit), so they show where a user would correct them; issues of anything the
 * form does not show (months, location, version) are returned as text instead; all in the user's language.
 */
export function fieldIssues(
  issues: readonly FieldIssue[],
  fields: readonly string[],
): { byField: Record<string, string>; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const m = /^body\.rows\.\d+\.(?:attributes\.)?(\w+)/.exec(issue.path);
    const text = ruleText(issue);
    if (m?.[1] && fields.includes(m[1])) byField[m[1]] ??= text;
    else other.push(text);
  }
  return { byField, other };
}
