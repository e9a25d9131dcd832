import { queryOptions } from '@tanstack/react-query';

import { progressRoutes } from '@esg/core/contract/progress';
import { callRoute } from '../../../api/client';

export const homeKeys = {
  all: ['home'] as const,
  sectionStatus: (year: string) => [...homeKeys.all, 'section-status', year] as const,
};

/** GET /api/section-status/{year}: each report section of the year as not started, in progress or complete. */
export const fetchSectionStatus = (year: string) => callRoute(progressRoutes.sectionStatus, { params: { year } });

/** Always refetched when Home is shown: the year's data changes on every other page. */
export const sectionStatusQuery = (year: string) =>
  queryOptions({
    queryKey: homeKeys.sectionStatus(year),
    queryFn: () => fetchSectionStatus(year),
    staleTime: 0,
  });
