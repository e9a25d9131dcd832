import { pageInRuleSet, type PageDeclaration } from '../../catalogue/page';
import { NotFound } from '../../errors';
import { ruleSetFor, type RuleSet } from '../../vocabulary/ruleSets';
import type { Membership } from '../membership';
import { companyPeriods } from '../periods/view';
import type { PeriodRecord } from '../records';

/** A reporting year of the caller's company, the one before it, and the HKEX rule set it reports under. */
export interface ReportingYear {
  period: PeriodRecord;
  previous?: PeriodRecord;
  ruleSet: RuleSet;
}

/**
 * The caller's reporting year ending `yearEnd`, read consistently (the printed flag must be current,
 * not the membership's cached copy); another company's year is indistinguishable from none (404).
 */
export const reportingYear = (m: Membership, yearEnd: string) => tenantYear(m.actor.tenantId, yearEnd);

/** The same, for a job that acts for a company without a request (the Excel import worker). */
export const tenantYear = async (tenantId: string, yearEnd: string) =>
  yearAmong(await companyPeriods(tenantId), (p) => p.yearEnd === yearEnd);

/** The reporting year `match` finds among a company's periods (oldest first), with the one before it; none: 404. */
export function yearAmong(periods: readonly PeriodRecord[], match: (p: PeriodRecord) => boolean): ReportingYear {
  const i = periods.findIndex(match);
  if (i < 0) throw NotFound();
  const period = periods[i]!;
  return { period, previous: periods[i - 1], ruleSet: ruleSetFor(period.financialYearStartDate) };
}

/**
 * A declared page and the caller's reporting year that has it: a page limited to other HKEX rule sets (Climate,
 * Part D, from the 2025 Code) does not exist for the year (404), like an unknown page. The caller holds the
 * declaration (a page's own domain code imports its module; a route naming a page by key resolves it with
 * `declaredPage`), so a group serving one page bundles that page alone (ADR 0145); a read that needs only the page's
 * key and rule sets passes those (ADR 0146).
 */
export async function pageInYear<P extends Pick<PageDeclaration, 'key' | 'ruleSets'>>(
  m: Membership,
  page: P,
  ref: YearRef,
) {
  const year = typeof ref === 'string' ? await reportingYear(m, ref) : ref;
  if (!pageInRuleSet(page, year.ruleSet)) throw NotFound();
  return { page, year };
}

/** A reporting year by its year end, or one the caller already found (a spec call's period id: one read, not two). */
export type YearRef = string | ReportingYear;
