import type { TFunction } from 'i18next';
import { pathOf, toFieldErrors as fieldErrorsOf, validationIssues, type IssueLike } from '../../ui/fieldErrors';
import type { ns } from './i18n';
import type { UnitsKey } from './messages/en';

/** Translated message per field (`id`, `en`, `typeId`, …); `form` holds what belongs to no one field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The API's catalogue rules (core/src/domain/units/write.ts) by code or English text. */
function serverKey(issue: IssueLike): UnitsKey | undefined {
  if (issue.code === 'unknown-unit' || issue.code === 'different-types' || issue.code === 'inconsistent')
    return `issue_${issue.code}`;
  if (issue.code === 'codeTaken' || issue.code === 'symbolTaken' || issue.code === 'reverseExists')
    return `issue_${issue.code}`;
  const message = issue.message ?? '';
  if (message === 'Unknown unit type.') return 'issue_typeId';
  if (message === 'Unknown unit system.') return 'issue_systemId';
  if (message === 'A unit with conversions cannot change its type.') return 'issue_typeLocked';
  if (message.includes(' is a unit of ')) return 'issue_baseOfOther';
  if (message.startsWith('This entry already exists')) return 'issue_exists';
  if (message === 'A unit converts to itself without a factor.') return 'sameUnit';
  return undefined;
}

/** What each field's schema rule means, in the form's words. */
const FIELD_KEYS: Record<string, UnitsKey> = {
  id: 'idInvalid',
  symbol: 'symbolInvalid',
  en: 'nameInvalid',
  hk: 'nameInvalid',
  cn: 'nameInvalid',
  numerator: 'wholeNumber',
  denominator: 'wholeNumber',
  source: 'sourceInvalid',
};

/** The entry's own field: list and language segments (`units.0.names.en`) lead to it. */
const fieldOf = (issue: IssueLike) =>
  pathOf(issue)
    .filter((p) => !/^\d+$/.test(p) && !['units', 'types', 'conversions', 'names'].includes(p))
    .pop() ?? 'form';

export const toFieldErrors = (t: TFunction<typeof ns>, issues: readonly IssueLike[]): FieldErrors =>
  fieldErrorsOf(issues, (field, issue) => t(serverKey(issue) ?? FIELD_KEYS[field] ?? 'required'), fieldOf);

export const serverFieldErrors = (t: TFunction<typeof ns>, error: unknown): FieldErrors =>
  toFieldErrors(t, validationIssues(error));
