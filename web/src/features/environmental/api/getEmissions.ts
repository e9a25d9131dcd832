import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmissionsView } from '@esg/core/schemas/resources';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

export type Emissions = EmissionsView;
export type Figure = EmissionsView['scopes']['total'];

/** GET /api/emissions/{year}?lines=false: the year's figures and gaps, without lines and lineage. */
export const fetchEmissions = (year: string, signal?: AbortSignal) =>
  callRoute(resourceRoutes.emissions, { params: { year }, query: { lines: 'false' }, signal });

export const emissionsQuery = (year: string) =>
  queryOptions({
    queryKey: environmentalKeys.emissions(year),
    queryFn: ({ signal }) => fetchEmissions(year, signal),
  });

export const useEmissions = (year: string) => useQuery(emissionsQuery(year));
