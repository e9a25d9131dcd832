import type { FieldIssue } from '../../errors';
import type { PeriodDates } from '../../schemas/company';

interface Existing {
  yearEnd: string;
  startDate: string;
  endDate: string;
  financialYearStartDate: string;
  financialYearEndDate: string;
}

const overlaps = (a1: string, a2: string, b1: string, b2: string) => a1 <= b2 && b1 <= a2;

/**
 * A new period must run forwards, overlap no other period of the company (neither the reporting
 * dates nor the financial years), and end a financial year no other period ends: the year end is
 * the reporting year's identity (its key and the `{year}` of every year route).
 */
export function periodIssues(p: PeriodDates, existing: readonly Existing[], prefix = 'body'): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const at = (field: string) => `${prefix}.${field}`;
  if (p.endDate <= p.startDate)
    issues.push({
      path: at('endDate'),
      message: 'The end date must be after the start date.',
      code: 'periodEndBeforeStart',
    });
  if (p.financialYearEndDate <= p.financialYearStartDate)
    issues.push({
      path: at('financialYearEndDate'),
      message: 'The financial year must end after it starts.',
      code: 'periodEndBeforeStart',
    });
  else if (
    p.financialYearEndDate !== twelveMonthsFrom(p.financialYearStartDate) ||
    !firstOfMonth(p.financialYearStartDate)
  )
    issues.push({
      path: at('financialYearEndDate'),
      message: `A financial year runs twelve whole months, from the first day of a month to the last day of the twelfth month; starting that month, it ends on ${twelveMonthsFrom(p.financialYearStartDate)}.`,
      code: 'periodTwelveMonths',
    });
  for (const e of existing) {
    if (e.yearEnd === p.financialYearEndDate)
      issues.push({
        path: at('financialYearEndDate'),
        message: `A period for the financial year ending ${e.yearEnd} exists already.`,
        code: 'periodYearEndTaken',
      });
    else if (overlaps(p.startDate, p.endDate, e.startDate, e.endDate))
      issues.push({
        path: at('startDate'),
        message: `The period overlaps the period of the year ending ${e.yearEnd}.`,
        code: 'periodOverlap',
      });
    else if (
      overlaps(p.financialYearStartDate, p.financialYearEndDate, e.financialYearStartDate, e.financialYearEndDate)
    )
      issues.push({
        path: at('financialYearStartDate'),
        message: `The financial year overlaps the financial year ending ${e.yearEnd}.`,
        code: 'periodOverlap',
      });
  }
  return issues;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const firstOfMonth = (date: string) => date.endsWith('-01');
/** The last day of the month `months` after the month of `date`. */
const monthEnd = (date: string, months: number) => {
  const d = utc(date);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0)));
};

/**
 * The last day of the twelfth month from `start`'s month: where a financial year starting that month ends. A year's
 * months are its twelve calendar months (lib/dates.ts `periodMonths`), so only such a year fits them: a start within
 * a month or a longer or shorter year would put days outside every month's column.
 */
export const twelveMonthsFrom = (start: string) => monthEnd(start, 11);

/** The same day a year later; 29 February becomes 28 February. */
export function addYear(date: string) {
  const d = utc(date);
  const next = new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate()));
  return next.getUTCMonth() === d.getUTCMonth()
    ? iso(next)
    : iso(new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth() + 1, 0)));
}

export const nextDay = (date: string) => iso(new Date(utc(date).getTime() + 86_400_000));

/**
 * The financial year after one ending `end`: from the next day to the same date a year on, or to the month's last day
 * when `end` is one (a year ending 28-02-2027 is followed by one ending 29-02-2028).
 */
export const followingYear = (end: string) => ({
  start: nextDay(end),
  end: nextDay(end).endsWith('-01') ? monthEnd(end, 12) : addYear(end),
});

/**
 * A first year given as `{start}/{end}` in the path (onboarding, the self-service start): the
 * financial year is the reporting period; a backwards year is one issue, on `params.end`.
 */
export function firstYearPeriod(years: { start: string; end: string }) {
  const dates: PeriodDates = {
    startDate: years.start,
    endDate: years.end,
    financialYearStartDate: years.start,
    financialYearEndDate: years.end,
  };
  const issues = periodIssues(dates, [], 'params')
    .slice(0, 1)
    .map((i) => ({ ...i, path: 'params.end' }));
  return { dates, issues };
}
