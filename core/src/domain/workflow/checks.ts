import type { DataPage } from '../../catalogue/dataPage';
import { disclosureStatus, type AnswersByPage } from '../../catalogue/disclosure';
import { messageText } from '../../catalogue/messages';
import { validatePage } from '../../catalogue/schema/page';
import type { Gap } from '../../calc/emissions/gaps';
import type { CheckIssue } from '../../calc/workflow/machine';
import { keys } from '../../infra/db/keys';
import { queryAll } from '../../infra/db/repo';
import { PAGES, resourceTypesOf } from '../../pages/index';
import { yearCalculation } from '../emissions/calculate';
import { gwpSetOf } from '../emissions/settings';
import { calculationRevisions } from '../factors/read';
import type { PageDataRecord } from '../pageData/records';
import { ruleIssues } from '../pageData/rules';
import { pageRuntime } from '../pageData/runtime';
import type { ReportingYear } from '../pageData/year';
import { storedRows } from '../resources/stored';
import { loadUnits } from '../units/read';
import { PAGE_SCOPE } from './guard';

const issue = (
  path: string,
  code: Parameters<typeof messageText>[0],
  params: Record<string, string | number> = {},
) => ({
  path,
  message: messageText(code, 'en', params),
  messageKey: code,
  code,
  params,
});

/**
 * What a page's own task must pass to be submitted (docs/decisions/0102-the-years-review-workflow.md): its stored
 * answers against the page's schema (required fields) and rules, as a save checks them; and a comply-or-explain
 * choice for each such provision the page feeds that the year neither reports nor explains.
 */
async function pageChecks(tenantId: string, page: DataPage, year: ReportingYear): Promise<CheckIssue[]> {
  const yearEnd = year.period.yearEnd;
  const [items, runtime] = await Promise.all([
    queryAll<PageDataRecord>(keys.pageDataPrefix(tenantId, yearEnd), true),
    pageRuntime(page, tenantId, yearEnd),
  ]);
  const answers: AnswersByPage = Object.fromEntries(items.map((i) => [i.pageKey, i.values]));
  const values = answers[page.key] ?? {};
  const checked = validatePage(page, values, { lists: runtime.lists });
  const found: CheckIssue[] = checked.ok
    ? ruleIssues(page.key, { values: checked.value, period: year.period })
    : checked.issues;
  const unexplained = disclosureStatus(PAGES, answers, year.ruleSet).filter(
    (p) => p.obligation === 'comply-or-explain' && p.state === 'missing' && p.fedBy.some((f) => f.page === page.key),
  );
  return [...found, ...unexplained.map((p) => issue(p.code, 'provisionUnexplained', { code: p.code }))];
}

const gapIssue = (g: Gap): CheckIssue => {
  switch (g.kind) {
    case 'missing-factor':
      return issue(g.factorId, 'factorMissing', { factor: g.factorId, year: g.year });
    case 'factor-unit':
      return issue(g.factorId, 'factorUnitMismatch', { factor: g.factorId, from: g.from, to: g.to });
    case 'missing-quantity':
      return issue(g.rowId, 'distanceMissing');
  }
};

/** What a resource page's location must pass: every row of it can be calculated (no missing factor). */
async function locationChecks(tenantId: string, page: DataPage, year: ReportingYear, locationId: string) {
  const types = new Set<string>(resourceTypesOf(page));
  const [rows, gwpSet, library, units] = await Promise.all([
    storedRows(tenantId, year.period.yearEnd),
    gwpSetOf(tenantId, year.period.yearEnd),
    calculationRevisions(),
    loadUnits(),
  ]);
  const mine = rows.filter((r) => types.has(r.type) && r.locationId === locationId);
  if (mine.length === 0) return [];
  const calc = yearCalculation({ rows: mine, period: year.period, gwpSet, library, units: units.graph });
  return calc.gaps.map(gapIssue);
}

/** The checks of a task: its page's answers, or one location's rows of a resource page. */
export const taskChecks = (tenantId: string, page: DataPage, year: ReportingYear, scope: string) =>
  scope === PAGE_SCOPE ? pageChecks(tenantId, page, year) : locationChecks(tenantId, page, year, scope);
