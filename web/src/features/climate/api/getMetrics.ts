import { queryOptions, useQuery } from '@tanstack/react-query';
import { climateRoutes } from '@esg/core/contract/climate';
import { callRoute } from '../../../api/client';

/**
 * GET /api/climate/metrics/{year}: Scope 1/2/3 and target progress as the server computes them. Keyed
 * by the page's saved version too, so a save (new targets, explanations) brings fresh figures.
 */
export const climateMetricsQuery = (year: string, version: number) =>
  queryOptions({
    queryKey: ['climate', 'metrics', year, version] as const,
    queryFn: ({ signal }) => callRoute(climateRoutes.climateMetrics, { params: { year }, signal }),
  });

export const useClimateMetrics = (year: string, version: number) => useQuery(climateMetricsQuery(year, version));
