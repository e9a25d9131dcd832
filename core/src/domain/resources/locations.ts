import { listLocations } from '../background/locations';

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
