import { textOf } from '../../catalogue/bilingual';
import type { TableRow } from '../../catalogue/values';
import { NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, getItems } from '../../infra/db/repo';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import { BOUNDARIES } from '../../pages/background/reportingBoundaries.rules';
import { reportingYear } from '../pageData/year';
import { companyPeriods, periodById } from '../periods/view';
import type { PeriodRecord } from '../records';
import { IdParams, YearParams } from '../../schemas/common';
import type { LocationView } from '../../schemas/pageBodies';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The rows of a reporting boundaries page as locations. Every save assigns a row its id
 * (rowIds.ts); a row without one could only predate row ids, and is left out rather than given an
 * id that would change on each read.
 */
function locationsOf(record: PageDataRecord | undefined): (LocationView & { stored: unknown })[] {
  const rows = (record?.values.locations as TableRow[] | null | undefined) ?? [];
  return rows.flatMap((r) =>
    typeof r.locationId === 'string' && r.locationId !== ''
      ? [
          {
            id: r.locationId,
            // A translatable name (ADR 0121): the lists name a location once, in English where it has one.
            name: textOf(r.name),
            stored: r.name,
            address: text(r.address),
            city: text(r.city),
            country: text(r.country),
            district: orNull(r.district),
            locationType: text(r.locationType),
            numberOfShops: orNull(r.numberOfShops),
            inBoundary: r.inBoundary === 'yes',
          },
        ]
      : [],
  );
}

/**
 * A reporting year's locations, each with its stable id (the same location keeps its id across
 * years). By default only those in the reporting boundary: what the environmental monthly grids and
 * the social pages report on. The tenant comes from the caller's actor; the year is not checked here.
 */
export async function listLocations(
  tenantId: string,
  yearEnd: string,
  scope: 'inBoundary' | 'all' = 'inBoundary',
): Promise<LocationView[]> {
  return (await listStoredLocations(tenantId, yearEnd, scope)).map(({ stored: _, ...view }) => view);
}

/** The same, each with its name as stored: both languages of a translatable name (ADR 0121). */
export async function listStoredLocations(
  tenantId: string,
  yearEnd: string,
  scope: 'inBoundary' | 'all' = 'inBoundary',
): Promise<(LocationView & { stored: unknown })[]> {
  const record = await getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, BOUNDARIES), true);
  const all = locationsOf(record);
  return scope === 'all' ? all : all.filter((l) => l.inBoundary);
}

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
