import type * as z from 'zod';
import { allFields, type PageDeclaration } from '../../catalogue/page';
import { isAsked, pageContext } from '../../catalogue/schema/context';
import type { Field } from '../../catalogue/types';
import { ValidationError, type FieldIssue } from '../../errors';
import { RULE_SETS, ruleSetFor } from '../../vocabulary/ruleSets';
import type { Membership } from '../membership';
import { loadUnits } from '../units/read';
import { formConfigIssue } from './messages';
import { mandatoryByPath, mandatoryCodes } from './obligations';
import type { FieldConfigEdit } from '../../schemas/forms';

/** Whether the page asks for an answer: at page level as declared, under a Yes or in a row unless optional. */
function required(field: Field, path: string): boolean {
  const nested = path.includes('.');
  return isAsked(field, { ...pageContext({}), requiredByDefault: nested });
}

/**
 * Checks a company field configuration against the page's declaration: hidden fields must exist,
 * be optional (a hidden required field could never be saved) and feed no mandatory HKEX provision
 * under the rule set of any of the company's reporting years; a preferred unit must be a unit of the
 * field's unit type in the unit catalogue. Throws a 400 listing every problem.
 */
export async function fieldConfigIssues(m: Membership, page: PageDeclaration, input: z.output<typeof FieldConfigEdit>) {
  const byPath = new Map(allFields(page).map(({ field, path }) => [path, field]));
  const ruleSets = m.periods.length ? m.periods.map((p) => ruleSetFor(p.financialYearStartDate)) : RULE_SETS;
  const mandatory = mandatoryByPath(page, mandatoryCodes(ruleSets));
  const issues: FieldIssue[] = [];
  input.hidden.forEach((path, i) => {
    const at = `body.hidden.${i}`;
    const field = byPath.get(path);
    if (!field) return issues.push(formConfigIssue(at, 'notOnPage'));
    if (input.hidden.indexOf(path) < i) return issues.push(formConfigIssue(at, 'duplicated'));
    const codes = mandatory.get(path) ?? [];
    if (codes.length) return issues.push(formConfigIssue(at, 'mandatoryCannotHide', { codes: codes.join(', ') }));
    if (required(field, path)) issues.push(formConfigIssue(at, 'requiredCannotHide'));
  });
  const units = input.preferredUnits.length ? (await loadUnits()).units : [];
  input.preferredUnits.forEach(({ path, unit }, i) => {
    const at = `body.preferredUnits.${i}`;
    const field = byPath.get(path);
    if (!field) return issues.push(formConfigIssue(`${at}.path`, 'notOnPage'));
    if (input.preferredUnits.findIndex((u) => u.path === path) < i)
      return issues.push(formConfigIssue(`${at}.path`, 'duplicated'));
    if (!field.unitType) return issues.push(formConfigIssue(`${at}.path`, 'noUnitType'));
    if (!units.some((u) => u.id === unit && u.typeId === field.unitType))
      issues.push(formConfigIssue(`${at}.unit`, 'unitNotOfType', { unitType: field.unitType }));
  });
  if (issues.length) throw ValidationError(issues);
}
