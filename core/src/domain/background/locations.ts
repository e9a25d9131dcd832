import { NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItems } from '../../infra/db/repo';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import { reportingYear } from '../pageData/year';
import { companyPeriods, periodById } from '../periods/view';
import type { PeriodRecord } from '../records';
import { IdParams, YearParams } from '../../schemas/common';
import { BOUNDARIES } from '../../pages/background/reportingBoundaries.rules';
import { listLocations, locationsOf } from './storedLocations';

// The location routes (GET /api/comp-location/…). A year's locations as the other groups read them are in
// storedLocations.ts, without these routes' schemas (docs/decisions/0142-a-lambda-carries-what-it-runs.md).

const listFor = async (m: Membership, period: PeriodRecord, scope: 'inBoundary' | 'all') => ({
  yearEnd: period.yearEnd,
  periodId: period.id,
  locations: await listLocations(m.actor.tenantId, period.yearEnd, scope),
});

const periodOf = (m: Membership, id: string) => periodById(m.actor.tenantId, id);

/** GET /api/comp-location/by-year-end/{year}: every location of the year, in the boundary or not. */
export const locationsByYearEnd = withSchema(YearParams, async (m, { year }) =>
  listFor(m, (await reportingYear(m, year)).period, 'all'),
);

/** GET /api/comp-location/by-comp-period/{id}: the same, for a company period named by its id. */
export const locationsByPeriod = withSchema(IdParams, async (m, { id }) => listFor(m, await periodOf(m, id), 'all'));

/** GET /api/comp-location/social/{id}: the in-boundary locations a period's social pages report on. */
export const socialLocations = withSchema(IdParams, async (m, { id }) =>
  listFor(m, await periodOf(m, id), 'inBoundary'),
);

/**
 * GET /api/comp-location/details/{id}: one location by its id, as the latest reporting year that
 * has it describes it. Another company's id finds nothing in the caller's years: 404.
 */
export const locationDetails = withSchema(IdParams, async (m, { id }) => {
  const tenantId = m.actor.tenantId;
  const periods = await companyPeriods(tenantId);
  const records = await getItems<PageDataRecord>(
    periods.slice(-100).map((p) => keys.pageData(tenantId, p.yearEnd, BOUNDARIES)),
  );
  const newestFirst = [...records].sort((a, b) => b.yearEnd.localeCompare(a.yearEnd));
  for (const record of newestFirst) {
    const hit = locationsOf(record).find((l) => l.id === id);
    if (hit) return { ...hit, yearEnd: record.yearEnd };
  }
  throw NotFound();
});
