import type { PageDeclaration } from '../../catalogue/page';
import type { PagePayload } from '../../catalogue/values';
import { withDerived } from '../pageData/answers';
import type { PageDataRecord } from '../pageData/records';
import { pageRuntime, type PageRuntime } from '../pageData/runtime';
import { loadPage } from '../pageData/store';
import { tenantYear, type ReportingYear } from '../pageData/year';
import { validatePage } from '../../catalogue/schema/page';
import { ruleIssues } from '../pageData/rules';
import { SOCIAL_PAGES } from './socialSheets';
import type { SheetLocation } from './locations';

/** One social page of the year as an import reads and checks it. */
export interface SocialPage {
  page: PageDeclaration;
  values: PagePayload;
  /** The stored item's version; 0 before the page's first save. */
  version: number;
  lastYear?: PagePayload;
  runtime: PageRuntime;
}

/** The social pages of a year and its in-boundary locations (the regional table's rows). */
export interface SocialYear {
  year: ReportingYear;
  locations: readonly SheetLocation[];
  pages: Map<string, SocialPage>;
}

/** One page of the year as an import reads it: its answers, version, last year's answers and run-time lists. */
export const pageOf = (page: PageDeclaration, tenantId: string, year: ReportingYear): Promise<SocialPage> =>
  Promise.all([loadPage(tenantId, page.key, year), pageRuntime(page, tenantId, year.period.yearEnd)]).then(
    ([{ current, lastYear }, runtime]: [{ current?: PageDataRecord; lastYear?: PageDataRecord }, PageRuntime]) => ({
      page,
      values: current?.values ?? {},
      version: current?.version ?? 0,
      ...(lastYear ? { lastYear: lastYear.values } : {}),
      runtime,
    }),
  );

/** Reads the year's social pages (consistently: an import compares against what is stored now). */
export async function socialYear(
  tenantId: string,
  yearEnd: string,
  locations: readonly SheetLocation[],
): Promise<SocialYear> {
  const year = await tenantYear(tenantId, yearEnd);
  const pages = await Promise.all(SOCIAL_PAGES.map((p) => pageOf(p, tenantId, year)));
  return { year, locations, pages: new Map(pages.map((p) => [p.page.key, p])) };
}

/**
 * The pages' own checks on the answers an import would store (the same as a save on the page:
 * the declaration's schema, then the page's rules); the answers with their derived figures when valid.
 */
export function checkedPage(s: SocialPage, period: ReportingYear['period'], values: PagePayload) {
  const checked = validatePage(s.page, values, { lists: s.runtime.lists });
  const issues = checked.ok
    ? ruleIssues(s.page, { values: checked.value, period, lastYear: s.lastYear })
    : checked.issues;
  if (!checked.ok || issues.length > 0) return { ok: false as const, issues };
  return { ok: true as const, values: withDerived(s.page, checked.value, s.runtime).values };
}
