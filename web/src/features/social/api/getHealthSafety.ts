import { useQuery } from '@tanstack/react-query';
import { socialRoutes } from '@esg/core/contract/social';
import { callRoute } from '../../../api/client';

/**
 * GET /api/health-safety?year=: the page's answers with the B2.1 three-year series. Keyed by the
 * page's saved version, so a save (which bumps it) brings the series the server computed from it.
 */
export const useHealthSafety = (year: string, version: number | undefined) =>
  useQuery({
    queryKey: ['healthSafety', year, version],
    queryFn: ({ signal }) => callRoute(socialRoutes.getHealthSafety, { query: { year }, signal }),
    enabled: version !== undefined,
    placeholderData: (previous) => previous,
  });
