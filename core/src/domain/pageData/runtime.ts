import type { DeriveOptions } from '../../catalogue/derive';
import type { ListValues } from '../../catalogue/lists';
import { allFields, type PageDeclaration } from '../../catalogue/page';
import type { PagePayload } from '../../catalogue/values';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { loadUnits } from '../units/read';
import type { PageDataRecord } from './records';
import { BOUNDARIES, inBoundaryLocations } from '../../pages/background/reportingBoundaries.rules';

/** What a page's schema and formulas need beyond its declaration: tenant and admin data. */
export interface PageRuntime {
  lists: ListValues;
  toBaseUnit?: DeriveOptions['toBaseUnit'];
}

const namesList = (page: PageDeclaration, list: string) =>
  allFields(page).some(({ field: f }) =>
    f.kind === 'monthlyGrid'
      ? Object.values(f.rowKeys).includes(list)
      : (f.kind === 'select' || f.kind === 'multiSelect') && f.list === list,
  );
const hasGrid = (page: PageDeclaration) => allFields(page).some(({ field }) => field.kind === 'monthlyGrid');

/**
 * The run-time lists of a page: `locations` are the year's in-boundary locations (the reporting
 * boundaries page), `units` the unit catalogue, which also brings monthly values to their base unit
 * before totals. Without a year (formula preview) locations are left to the domain (any short text).
 */
export async function pageRuntime(page: PageDeclaration, tenantId: string, yearEnd?: string): Promise<PageRuntime> {
  const needsLocations = yearEnd !== undefined && namesList(page, 'locations');
  const needsUnits = hasGrid(page) || namesList(page, 'units');
  const [boundaries, units] = await Promise.all([
    needsLocations ? getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, BOUNDARIES), true) : undefined,
    needsUnits ? loadUnits() : undefined,
  ]);
  const lists: Record<string, string[]> = {};
  if (needsLocations) lists.locations = inBoundaryLocations(boundaries?.values as PagePayload | undefined);
  if (!units) return { lists };
  lists.units = units.units.map((u) => u.id);
  const baseOf = new Map(units.types.map((t) => [t.id, t.baseUnitId]));
  return {
    lists,
    toBaseUnit: (value, unit) => {
      const base = baseOf.get(units.graph.typeOf(unit) ?? '');
      const converted = base === undefined ? undefined : units.graph.convert(value, unit, base);
      return converted && !('ok' in converted) ? converted : undefined;
    },
  };
}
