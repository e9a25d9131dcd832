import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { formatDate, isNoSuchDay, parseDisplayDate } from '../../i18n/format';
import { pathOf, toFieldErrors, validationIssues } from '../../ui/fieldErrors';
import type { SysConfigKey } from './messages/en';

export type FieldErrors = Partial<Record<string, string>>;
export type YearField =
  'financialYearStartDate' | 'financialYearEndDate' | 'newFinancialYearStartDate' | 'newFinancialYearEndDate';
export type ShownYears = Record<YearField, string>;
export type StoredYears = { financialYearStartDate: string; financialYearEndDate: string } & Partial<
  Record<'newFinancialYearStartDate' | 'newFinancialYearEndDate', string>
>;

const OPTIONAL: YearField[] = ['newFinancialYearStartDate', 'newFinancialYearEndDate'];

/** Displayed DD-MM-YYYY → stored dates; the new financial year may be left empty. */
export function parseYears(t: TFunction<typeof ns>, shown: ShownYears): { years: StoredYears; errors: FieldErrors } {
  const years: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(shown) as [YearField, string][]) {
    if (value.trim() === '' && OPTIONAL.includes(field)) continue;
    const stored = parseDisplayDate(value);
    if (stored) years[field] = stored;
    else errors[field] = isNoSuchDay(value) ? t('dateNoSuchDay', { ns: 'common' }) : t('dateInvalid');
  }
  return { years: years as StoredYears, errors };
}

/** The API's year rules (core/src/domain/sysconfig/records.ts) by their English text. */
const KNOWN: Record<string, SysConfigKey> = {
  'The financial year must end after it starts.': 'issue_fyEnd',
  'Give both dates of the new financial year.': 'issue_newBoth',
  'The new financial year must end after it starts.': 'issue_newEnd',
  'The new financial year must start after the current one ends.': 'issue_newAfter',
  'Set the new financial year before starting it.': 'issue_newMissing',
  'This company has a system configuration already.': 'issue_exists',
};

interface IssueLike {
  path: string;
  message: string;
  code?: string;
}

export function issueText(t: TFunction<typeof ns>, issue: IssueLike): string {
  if (issue.code === 'periodOverlap' || issue.code === 'periodYearEndTaken' || issue.code === 'periodTwelveMonths') {
    const date = /\d{4}-\d{2}-\d{2}/.exec(issue.message)?.[0];
    return t(`issue_${issue.code}`, { date: formatDate(date) });
  }
  const key = KNOWN[issue.message];
  return key ? t(key) : issue.message;
}

/** A refused save's issues under their fields (`body.newFinancialYearEndDate` → that field). */
export const serverFieldErrors = (t: TFunction<typeof ns>, error: unknown): FieldErrors =>
  toFieldErrors(
    validationIssues(error),
    (_, issue) => issueText(t, { path: '', message: issue.message ?? '', code: issue.code }),
    (issue) => pathOf(issue).join('.') || 'form',
  );

export const shownYears = (y: Partial<StoredYears>): ShownYears => ({
  financialYearStartDate: formatDate(y.financialYearStartDate),
  financialYearEndDate: formatDate(y.financialYearEndDate),
  newFinancialYearStartDate: formatDate(y.newFinancialYearStartDate),
  newFinancialYearEndDate: formatDate(y.newFinancialYearEndDate),
});
