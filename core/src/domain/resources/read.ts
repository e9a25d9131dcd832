import { naturalKey } from './naturalKey';
import { NotFound } from '../../errors';
import type { Membership } from '../membership';
import { reportingYear, type ReportingYear } from '../pageData/year';
import { periodMonths } from '../../lib/dates';
import { timesWhole } from '../../lib/decimal';
import { formerLocations } from './locations';
import { namedBoundaryLocations, namesOf } from '../workflow/locationNames';
import { flightKm, type ResourceRecord } from './rows';
import { storedRows } from './stored';
import { rowTotal } from './totals';
import { loadUnits } from '../units/read';
import { pageTotals, totalUnits } from './pageTotals';
import type { ResourceListView, ResourceRowView } from '../../schemas/resources';
import { RESOURCE_TYPES, type ResourceType } from '../../vocabulary/resourceTypes';

/** An unknown resource type is a page that does not exist: 404, like an unknown page key. */
export function resourceType(type: string): ResourceType {
  if (!(RESOURCE_TYPES as readonly string[]).includes(type)) throw NotFound();
  return type as ResourceType;
}

/** One Query: every row of one type in one year (`RES#<type>#`), consistent so a save is seen at once. */
export async function loadTypeRows(tenantId: string, yearEnd: string, type: ResourceType) {
  return storedRows(tenantId, yearEnd, type);
}

/** What identifies "the same row" across years: its natural key (docs/decisions/0070-natural-keys.md). */
const matchKey = (r: Pick<ResourceRecord, 'type' | 'locationId' | 'attributes'>) =>
  naturalKey(r.type, r.locationId, r.attributes);

export function rowView(r: ResourceRecord, lastYear?: ResourceRecord): ResourceRowView {
  const km = flightKm(r.type, r.attributes);
  return {
    id: r.rowId,
    type: r.type,
    yearEnd: r.yearEnd,
    locationId: r.locationId,
    unit: r.unit,
    months: r.months,
    attributes: r.attributes,
    version: r.version,
    auditId: r.auditId,
    updatedAt: r.updatedAt,
    ...(r.updatedBy ? { updatedBy: r.updatedBy } : {}),
    total: rowTotal(r),
    ...(km === undefined ? {} : { flight: { distanceKm: km, passengerKm: timesWhole(rowTotal(r), km) } }),
    lastYearTotal: lastYear ? { value: rowTotal(lastYear), unit: lastYear.unit } : null,
  };
}

const byLocationThenId = (a: ResourceRecord, b: ResourceRecord) =>
  a.locationId < b.locationId ? -1 : a.locationId > b.locationId ? 1 : a.rowId < b.rowId ? -1 : 1;

/** The list view of one type for a year, with last year's totals beside each row and overall. */
export async function listView(
  tenantId: string,
  year: ReportingYear,
  type: ResourceType,
  rows?: ResourceRecord[],
): Promise<ResourceListView> {
  const yearEnd = year.period.yearEnd;
  const [current, previous, locations, { graph }] = await Promise.all([
    rows ?? loadTypeRows(tenantId, yearEnd, type),
    year.previous ? loadTypeRows(tenantId, year.previous.yearEnd, type) : undefined,
    namedBoundaryLocations(tenantId, yearEnd),
    loadUnits(),
  ]);
  // Last year's totals in this year's units, so the two compare (a type this year lacks: last year's own).
  const units = new Map([...totalUnits(previous ?? [], graph), ...totalUnits(current, graph)]);
  const lastByKey = new Map((previous ?? []).map((r) => [matchKey(r), r]));
  const inBoundary = new Set(locations.map((l) => l.id));
  const outside = [...new Set(current.map((r) => r.locationId))].filter((id) => !inBoundary.has(id));
  // Each name also in every language: the page names a location in the reader's (ADR 0121).
  const former = (await formerLocations(tenantId, yearEnd, outside)).map(({ stored, ...l }) => ({
    ...l,
    names: namesOf(stored),
  }));
  return {
    type,
    yearEnd,
    locked: year.period.printed,
    periodMonths: periodMonths(year.period.financialYearStartDate),
    locations,
    ...(former.length ? { formerLocations: former } : {}),
    rows: [...current].sort(byLocationThenId).map((r) => rowView(r, lastByKey.get(matchKey(r)))),
    totals: pageTotals(current, graph, units),
    ...(year.previous && previous
      ? { lastYear: { yearEnd: year.previous.yearEnd, totals: pageTotals(previous, graph, units) } }
      : {}),
  };
}

/** GET /api/resource/{type}/{year} and its per-kind aliases. */
export async function listResourceRows(m: Membership, type: string, yearEnd: string) {
  const t = resourceType(type);
  const year = await reportingYear(m, yearEnd);
  return listView(m.actor.tenantId, year, t);
}
