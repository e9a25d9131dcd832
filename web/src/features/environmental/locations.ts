import type { ResourceList, ResourceRow } from './api/listResourceRows';

export interface LocationGroup {
  id: string;
  /** The boundary's name (as the nearest year's boundary named it, outside it); undefined if no year names it. */
  name: string | undefined;
  /** The name in each language of the interface, where the API sends it (ADR 0121): shown by `locationName`. */
  names?: { en: string; hk: string; cn: string };
  inBoundary: boolean;
  rows: ResourceRow[];
}

/**
 * The rows by location: every in-boundary location in the boundary's order (with or without rows),
 * then any location the rows name that the boundary no longer holds (a boundary edited after the
 * rows were entered, or a printed year without a boundary of its own).
 */
export function groupByLocation(
  list: Pick<ResourceList, 'locations' | 'rows'> & Partial<Pick<ResourceList, 'formerLocations'>>,
): LocationGroup[] {
  const former = new Map((list.formerLocations ?? []).map((l) => [l.id, l]));
  const groups = new Map<string, LocationGroup>();
  for (const l of list.locations)
    groups.set(l.id, { id: l.id, name: l.name, names: l.names, inBoundary: true, rows: [] });
  for (const row of list.rows) {
    let group = groups.get(row.locationId);
    if (!group) {
      const named = former.get(row.locationId);
      group = { id: row.locationId, name: named?.name, names: named?.names, inBoundary: false, rows: [] };
      groups.set(row.locationId, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}
