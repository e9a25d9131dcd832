import type { FieldIssue } from '../../api/errors';
import { ruleText } from '../../i18n/ruleText';

/**
 * A refused save's issues by the form field they concern (`body.rows.0.attributes.gas` → gas,
 * `body.rows.0.unit` → unit), so they show where a user would correct them; issues of anything the
 * form does not show (months, location, version) are returned as text instead; all in the user's language.
 * `inList` names the cell of a list of records an issue's path is in (`instruments.0.mwh`), if it is in one.
 */
export function fieldIssues(
  issues: readonly FieldIssue[],
  fields: readonly string[],
  inList: (path: string) => string | undefined = () => undefined,
): { byField: Record<string, string>; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const m = /^body\.rows\.\d+\.(?:attributes\.)?([\w.]+)/.exec(issue.path);
    const text = ruleText(issue);
    // A cell of a list of records (an instrument's MWh: `instruments.0.mwh`) or the list itself (ADR 0123).
    const field = m?.[1] ? (inList(m[1]) ?? m[1].split('.')[0]!) : undefined;
    if (field && (fields.includes(field) || inList(m![1]!) !== undefined)) byField[field] ??= text;
    else other.push(text);
  }
  return { byField, other };
}
