import { NotFound } from '../../errors';
import { auditorPeriods } from '../access/auditor';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { namedBoundaryLocations } from '../workflow/locationNames';
import { emissionsOfYear } from '../emissions/read';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import { reportingYear } from '../pageData/year';
import { companyPeriods } from '../periods/view';
import type { PeriodRecord } from '../records';
import type { DashboardView } from '../../schemas/dashboard';
import { dashboardOf, type DashboardYearInput } from './view';

/**
 * The Social pages the dashboard reads, by their keys in the page index (core/src/pages/pageIndex.ts): only their
 * stored answers, so not their page modules' fields, words and checks (ADR 0133).
 */
export const DASHBOARD_PAGES = {
  employment: 'employment',
  developmentTraining: 'development_training',
  healthSafety: 'health_safety',
} as const;

const pageValues = (tenantId: string, yearEnd: string, pageKey: string) =>
  getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, pageKey), true).then((r) => r?.values);

/**
 * A year's items as the dashboard reads them: its emissions as the emissions route answers them,
 * and the Social pages. An open year's months of a location only for the location shown (every
 * location's cost as much as the rest of the calculation); a printed year's snapshot holds them all.
 */
async function yearInput(tenantId: string, period: PeriodRecord, locationMonths: string | false = false) {
  const [emissions, employmentValues, training, health] = await Promise.all([
    emissionsOfYear(tenantId, period, { locationMonths }),
    pageValues(tenantId, period.yearEnd, DASHBOARD_PAGES.employment),
    pageValues(tenantId, period.yearEnd, DASHBOARD_PAGES.developmentTraining),
    pageValues(tenantId, period.yearEnd, DASHBOARD_PAGES.healthSafety),
  ]);
  const input: DashboardYearInput = {
    yearEnd: period.yearEnd,
    emissions: emissions.json,
    social: { employment: employmentValues, developmentTraining: training, healthSafety: health },
  };
  return { input, locked: emissions.locked, frozen: emissions.frozen };
}

/**
 * GET /api/dashboard/{year}?compare=&location=. The year and the comparison year must be the
 * caller's reporting years (404 otherwise, like any other company's year); the comparison year
 * defaults to the one before (an auditor's: the one before among their years, else none). Stacks by year take the two reporting years before this one.
 */
export async function readDashboard(
  m: Membership,
  yearEnd: string,
  query: { compare?: string; location?: string },
): Promise<DashboardView> {
  const tenantId = m.actor.tenantId;
  const { period } = await reportingYear(m, yearEnd);
  // An invited auditor compares only among their years (ADR 0115): the default comparison with the year before, and
  // the earlier years' stacks, leave out every year outside the grant.
  const all = await companyPeriods(tenantId);
  const periods = m.auditor ? auditorPeriods(m.auditor, all) : all;
  const compare = query.compare === undefined ? undefined : periods.find((p) => p.yearEnd === query.compare);
  if (query.compare !== undefined && !compare) throw NotFound();
  const earlier = periods.filter((p) => p.yearEnd < yearEnd).slice(-2);
  const wanted = new Map([...earlier, ...(compare ? [compare] : [])].map((p) => [p.yearEnd, p]));
  const [current, locations, others] = await Promise.all([
    yearInput(tenantId, period, query.location ?? false),
    namedBoundaryLocations(tenantId, yearEnd, 'all'),
    Promise.all([...wanted.values()].map((p) => yearInput(tenantId, p).then((y) => y.input))),
  ]);
  const byYear = new Map(others.map((y) => [y.yearEnd, y]));
  const compareYear = compare ?? earlier[earlier.length - 1];
  const view = dashboardOf(current.input, {
    compare: compareYear && byYear.get(compareYear.yearEnd),
    earlier: earlier.map((p) => byYear.get(p.yearEnd)!),
    ...(query.location !== undefined ? { location: query.location } : {}),
    locationNames: Object.fromEntries(locations.map((l) => [l.id, l.name])),
  });
  // Each location also named in every language: the charts name it in the reader's (ADR 0121).
  const names = new Map(locations.map((l) => [l.id, l.names]));
  return {
    ...view,
    locations: view.locations.map((l) => {
      const each = names.get(l.locationId);
      return each ? { ...l, names: each } : l;
    }),
    locked: current.locked,
    ...(current.frozen ? { frozen: current.frozen } : {}),
  };
}
