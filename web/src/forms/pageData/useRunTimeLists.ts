import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ListValues } from '@esg/core/catalogue/lists';
import { allFields, type PageDeclaration } from '@esg/core/catalogue/page';
import { BOUNDARIES, inBoundaryLocations } from '@esg/core/pages/background/reportingBoundaries.rules';
import { pageDataQuery } from './api/getPageData';

const namesList = (page: PageDeclaration, list: string) =>
  allFields(page).some(({ field: f }) =>
    f.kind === 'monthlyGrid'
      ? Object.values(f.rowKeys).includes(list)
      : (f.kind === 'select' || f.kind === 'multiSelect') && f.list === list,
  );

/**
 * Lists of tenant data a page's selects name, as the API checks them (domain/pageData/runtime.ts):
 * `locations` are the year's in-boundary locations of the reporting boundaries page. A list not
 * loaded (or not loadable here, such as the admin's units) stays free text, checked on save.
 */
export function useRunTimeLists(page: PageDeclaration, year: string): ListValues | undefined {
  const needsLocations = page.key !== BOUNDARIES && namesList(page, 'locations');
  const boundaries = useQuery({ ...pageDataQuery(BOUNDARIES, year), enabled: needsLocations });
  return useMemo(
    () => (needsLocations && boundaries.data ? { locations: inBoundaryLocations(boundaries.data.values) } : undefined),
    [needsLocations, boundaries.data],
  );
}
