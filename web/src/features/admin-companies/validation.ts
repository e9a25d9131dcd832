import type { en } from './messages/en';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { ApiError } from '../../api/errors';
import { formatDate, isNoSuchDay, parseDisplayDate } from '../../i18n/format';
import { personRule, validationNs as vns } from '../../i18n/validation';
import { pathOf, toFieldErrors as fieldErrorsOf, type IssueLike } from '../../ui/fieldErrors';

/** Translated message per field path (`admin.email`, `startDate`), from the client's checks or the API's. */
export type FieldErrors = Partial<Record<string, string>>;

/** One rule's message in the interface language (the spec's wording for people's fields, ADR 0026). */
export function issueMessage(t: TFunction<typeof ns>, field: string, issue: IssueLike, value: unknown): string {
  const last = field.split('.').pop() ?? field;
  if (issue.code?.startsWith('period')) {
    const date = /\d{4}-\d{2}-\d{2}/.exec(issue.message ?? '')?.[0];
    return t(`issue_${issue.code}` as keyof typeof en, { date: formatDate(date) });
  }
  const rule = personRule(last, issue.code, value);
  if (rule) return t(rule.key, { ns: vns, ...rule.params });
  switch (last) {
    case 'name':
    case 'nameZh':
      return t('companyNameInvalid');
    default:
      return issue.message ?? t('badRequest', { ns: 'common' });
  }
}

/** The whole path names the field (`admin.email`): the onboarding form nests its administrator. */
const fieldOf = (issue: IssueLike) => pathOf(issue).join('.');

export const toFieldErrors = (
  t: TFunction<typeof ns>,
  issues: readonly IssueLike[],
  values: Record<string, unknown>,
): FieldErrors => fieldErrorsOf(issues, (field, issue) => issueMessage(t, field, issue, values[field]), fieldOf);

/** A refused save: the spec's duplicate messages and field issues go under their fields. */
export function serverFieldErrors(
  t: TFunction<typeof ns>,
  error: unknown,
  values: Record<string, unknown>,
): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.messageKey === 'loginInUse') return { 'admin.login': t('loginInUse', { ns: 'common' }) };
  if (error.messageKey === 'emailInUse') return { 'admin.email': t('emailInUse', { ns: 'common' }) };
  return error.code === 'VALIDATION' ? toFieldErrors(t, error.issues, values) : {};
}

/** Displayed DD-MM-YYYY dates → stored ones; a field that is not a real date gets the format message. */
export function parseDates<K extends string>(t: TFunction<typeof ns>, shown: Record<K, string>) {
  const dates = {} as Record<K, string>;
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(shown) as [K, string][]) {
    const stored = parseDisplayDate(value);
    if (stored) dates[field] = stored;
    else errors[field] = isNoSuchDay(value) ? t('dateNoSuchDay', { ns: 'common' }) : t('dateInvalid');
  }
  return { dates, errors };
}
