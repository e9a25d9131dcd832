import type { DataPage } from '../../catalogue/dataPage';
import { allFields } from '../../catalogue/page';
import { messageText } from '../../catalogue/messages';
import { validatePage } from '../../catalogue/schema/page';
import type { Gap } from '../../calc/emissions/gaps';
import type { CheckIssue } from '../../calc/workflow/machine';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { pageByKey } from '../../pages/index';
import type { DataPageEntry } from '../../pages/pageIndex';
import { yearCalculation } from '../emissions/calculate';
import { gwpSetOf } from '../emissions/settings';
import { yearRevisions } from '../emissions/yearFactors';
import { codeReference, codeTitle } from '../kpi/codeText';
import type { PageDataRecord } from '../pageData/records';
import { ruleIssues } from '../pageData/rules';
import { pageRuntime } from '../pageData/runtime';
import type { ReportingYear } from '../pageData/year';
import { unsavedValues } from '../pageData/read';
import type { Membership } from '../membership';
import { missingForFinal, yearIndexOf, type MissingProvision } from '../reports/readiness';
import { storedRows } from '../resources/stored';
import { loadUnits } from '../units/read';
import { PAGE_SCOPE } from './guard';

const issue = (
  path: string,
  code: Parameters<typeof messageText>[0],
  params: Record<string, string | number> = {},
) => ({
  path,
  message: messageText(code, params),
  messageKey: code,
  code,
  params,
});

/** The provisions a page feeds: its fields' provisions and those its comply card explains. */
const provisionsOf = (page: DataPage) =>
  new Set([
    ...allFields(page).flatMap(({ field }) => field.provisions ?? []),
    ...(page.explains ?? []).map((e) => e.provision),
  ]);

/** A provision the final report would leave open, by the Code's reference and title in each language (ADR 0134). */
const provisionIssue = (p: MissingProvision) =>
  issue(p.code, p.obligation === 'mandatory' ? 'provisionEmpty' : 'provisionUnexplained', {
    code: p.code,
    reference: codeReference(p.code, 'en'),
    title: codeTitle(p.code, p.title, 'en'),
    referenceHk: codeReference(p.code, 'hk'),
    titleHk: codeTitle(p.code, p.title, 'hk'),
    referenceCn: codeReference(p.code, 'cn'),
    titleCn: codeTitle(p.code, p.title, 'cn'),
  });

/**
 * What a page's own task must pass to be submitted (docs/decisions/0102-the-years-review-workflow.md): its stored
 * answers against the page's schema (required fields) and rules, as a save checks them; and, for each provision the
 * page feeds, what the final report's refusal checks (ADR 0134): the report's own gaps — neither disclosed in the
 * report (an answer *and* the section or figure that prints it) nor explained.
 */
async function pageChecks(m: Membership, page: DataPage, year: ReportingYear): Promise<CheckIssue[]> {
  const tenantId = m.actor.tenantId;
  const yearEnd = year.period.yearEnd;
  // Only this page's answers: the year's index reads the rest (ADR 0134).
  const [record, runtime, index] = await Promise.all([
    getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, page.key), true),
    pageRuntime(page, tenantId, yearEnd),
    yearIndexOf(tenantId, yearEnd),
  ]);
  // A page never saved is checked as it reads (the company's name and the year's dates it shows).
  const values = record?.values ?? unsavedValues(m, page, year.period) ?? {};
  const checked = validatePage(page, values, { lists: runtime.lists });
  const found: CheckIssue[] = checked.ok
    ? ruleIssues(page, { values: checked.value, period: year.period })
    : checked.issues;
  const fed = provisionsOf(page);
  const open = missingForFinal(index).filter((p) => fed.has(p.code));
  return [...found, ...open.map(provisionIssue)];
}

/**
 * A gap the location's own rows can close: a unit the factor cannot take, a flight without its distance. A factor the
 * platform's library lacks is no such gap (ADR 0102 amended): the company cannot add it, the report prints the figure
 * as not reported with its note (ADR 0075) and the page names it for the platform's administrator — it does not hold
 * up the year's review.
 */
const gapIssue = (g: Gap): CheckIssue | undefined => {
  switch (g.kind) {
    case 'missing-factor':
      return undefined;
    case 'factor-unit':
      return issue(g.factorId, 'factorUnitMismatch', { factor: g.factorId, from: g.from, to: g.to });
    case 'missing-quantity':
      return issue(g.rowId, 'distanceMissing');
  }
};

/** What a resource page's location must pass: every row of it can be calculated (no missing factor). */
async function locationChecks(tenantId: string, page: DataPageEntry, year: ReportingYear, locationId: string) {
  const types = new Set<string>(page.resourceTypes);
  const [rows, gwpSet, library, units] = await Promise.all([
    storedRows(tenantId, year.period.yearEnd),
    gwpSetOf(tenantId, year.period.yearEnd),
    yearRevisions(tenantId, year.period),
    loadUnits(),
  ]);
  const mine = rows.filter((r) => types.has(r.type) && r.locationId === locationId);
  if (mine.length === 0) return [];
  const calc = yearCalculation({ rows: mine, period: year.period, gwpSet, library, units: units.graph });
  return calc.gaps.flatMap((g) => gapIssue(g) ?? []);
}

/** The checks of a task: its page's answers, or one location's rows of a resource page. */
export const taskChecks = (m: Membership, page: DataPageEntry, year: ReportingYear, scope: string) =>
  scope === PAGE_SCOPE
    ? pageChecks(m, pageByKey(page.key)!, year)
    : locationChecks(m.actor.tenantId, page, year, scope);
