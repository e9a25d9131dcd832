import { listLocations, listStoredLocations } from '../background/storedLocations';
import { companyPeriods } from '../periods/view';

export interface BoundaryLocation {
  id: string;
  name: string;
}

/**
 * The year's in-boundary locations with their stable ids (the reporting boundaries page assigns
 * each location a ULID that it keeps across saves and years, domain/background/locations.ts): the
 * only locations a resource row may name.
 */
export async function boundaryLocations(tenantId: string, yearEnd: string): Promise<BoundaryLocation[]> {
  return (await listLocations(tenantId, yearEnd, 'inBoundary')).map((l) => ({ id: l.id, name: l.name }));
}

/**
 * Names of locations a year's rows name that its boundary does not hold (a printed year without a
 * boundary of its own, a location since removed): each as the nearest year's boundary names it, the
 * year itself and earlier years first (the name as it was), then later ones. One read per year, and
 * only until every id is named. Each with its name as stored (`stored`: both languages, ADR 0121).
 */
export async function formerLocations(
  tenantId: string,
  yearEnd: string,
  ids: readonly string[],
): Promise<(BoundaryLocation & { stored: unknown })[]> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return [];
  const years = (await companyPeriods(tenantId))
    .map((p) => p.yearEnd)
    .sort((a, b) =>
      a <= yearEnd !== b <= yearEnd ? (a <= yearEnd ? -1 : 1) : a <= yearEnd ? b.localeCompare(a) : a.localeCompare(b),
    );
  const found: (BoundaryLocation & { stored: unknown })[] = [];
  for (const year of years) {
    for (const l of await listStoredLocations(tenantId, year, 'all'))
      if (wanted.delete(l.id)) found.push({ id: l.id, name: l.name, stored: l.stored });
    if (wanted.size === 0) break;
  }
  return found;
}
