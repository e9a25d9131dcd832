import type { ResourceType } from '../vocabulary/resourceTypes';

/**
 * The data pages that hold resource rows, by key in navigation order, with the row types each holds (its module's
 * `screen.types`). Apart from the page index (pageIndex.ts takes them from here) so the audit log's names, a row's
 * save and the anomaly checks read them without every page's titles (docs/decisions/0142-a-lambda-carries-what-it-runs.md);
 * pageIndex.test.ts holds them equal to the page modules.
 */
export const ENVIRONMENTAL_RESOURCES: Readonly<Record<string, readonly ResourceType[]>> = {
  refrigerants: ['refrigerant'],
  electricities: ['electricity'],
  fuels: ['fuel'],
  vehicles: ['vehicle'],
  water: ['water'],
  packaging_material: ['packaging'],
  paper: ['paper'],
  energyIntensity: ['intensity'],
  waste_generation: ['waste'],
  trees: ['tree'],
  other_materials: ['material'],
  business_travel: ['businessTravel'],
};

/** The page whose rows a resource type holds (`electricity` → `electricities`). */
export const PAGE_OF_RESOURCE_TYPE: ReadonlyMap<string, string> = new Map(
  Object.entries(ENVIRONMENTAL_RESOURCES).flatMap(([page, types]) =>
    types.map((type): [string, string] => [type, page]),
  ),
);
