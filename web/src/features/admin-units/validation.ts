import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors';
import type { UnitsKey } from './messages/en';

/** Translated message per field (`id`, `en`, `typeId`, …); `form` holds what belongs to no one field. */
export type FieldErrors = Partial<Record<string, string>>;

interface IssueLike {
  path: readonly PropertyKey[] | string;
  code?: string;
  message?: string;
}

/** The API's catalogue rules (core/src/domain/units/write.ts) by code or English text. */
function serverKey(issue: IssueLike): UnitsKey | undefined {
  if (issue.code === 'unknown-unit' || issue.code === 'different-types' || issue.code === 'inconsistent')
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

const fieldOf = (path: IssueLike['path']) => {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(
    (p) => p !== 'body' && !/^\d+$/.test(p) && !['units', 'types', 'conversions', 'names'].includes(p),
  );
  return parts.pop() ?? 'form';
};

export function toFieldErrors(t: TFunction, issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const key = serverKey(issue) ?? FIELD_KEYS[field] ?? 'required';
    errors[field] ??= t(key);
  }
  return errors;
}

export const serverFieldErrors = (t: TFunction, error: unknown): FieldErrors =>
  error instanceof ApiError && error.code === 'VALIDATION' ? toFieldErrors(t, error.issues) : {};
