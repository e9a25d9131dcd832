import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ListValues } from '@esg/core/catalogue/lists';
import { allFields, type PageDeclaration } from '@esg/core/catalogue/page';
import { BOUNDARIES, inBoundaryLocations } from '@esg/core/pages/background/reportingBoundaries.rules';
import { boundaryNames } from '../../ui/boundaryNames';
import { locationName } from '../../ui/locationName';
import { useSimplified } from '../../ui/wording';
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

/**
 * A location's one name (the value an answer on the `locations` list holds) in the reader's language, as every screen
 * names a location (ADR 0121): from the same read of the reporting boundaries page. A name it does not know as it is.
 */
export function useLocationLabel(year: string, enabled = true): (name: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const boundaries = useQuery({ ...pageDataQuery(BOUNDARIES, year), enabled });
  const convert = useSimplified(language);
  const names = useMemo(() => boundaryNames(boundaries.data?.values, convert), [boundaries.data, convert]);
  return useCallback(
    (name: string) => {
      const each = names.get(name);
      return locationName(each ? { name, names: each } : { name }, language);
    },
    [names, language],
  );
}

/** The labels of the run-time lists' values (`useRunTimeLists`): each location by its name in the reader's language. */
export function useRunTimeLabels(page: PageDeclaration, year: string): (list: string, value: string) => string {
  const label = useLocationLabel(year, page.key !== BOUNDARIES && namesList(page, 'locations'));
  return useCallback((list: string, value: string) => (list === 'locations' ? label(value) : value), [label]);
}
