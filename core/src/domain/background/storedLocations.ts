import { textOf } from '../../catalogue/bilingual';
import type { TableRow } from '../../catalogue/values';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import type { PageDataRecord } from '../pageData/records';
import { BOUNDARIES } from '../../pages/background/reportingBoundaries.rules';
import type { LocationView } from '../../schemas/pageBodies';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The rows of a reporting boundaries page as locations. Every save assigns a row its id
 * (rowIds.ts); a row without one could only predate row ids, and is left out rather than given an
 * id that would change on each read.
 */
export function locationsOf(record: PageDataRecord | undefined): (LocationView & { stored: unknown })[] {
  const rows = (record?.values.locations as TableRow[] | null | undefined) ?? [];
  return rows.flatMap((r) =>
    typeof r.locationId === 'string' && r.locationId !== ''
      ? [
          {
            id: r.locationId,
            // A translatable name (ADR 0121): the lists name a location once, in English where it has one.
            name: textOf(r.name),
            stored: r.name,
            address: textOf(r.address),
            city: textOf(r.city),
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
