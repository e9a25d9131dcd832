import { useQuery } from '@tanstack/react-query';
import { climateRoutes } from '@esg/core/contract/climate';
import { routeQuery } from '../../../api/routeQuery';

/** GET /api/climate/metrics/{year}: the targets' paths (ADR 0110); only a year under the 2025 rules has Part D. */
export const usePathways = (year: string, enabled: boolean) =>
  useQuery({ ...routeQuery(climateRoutes.climateMetrics, { params: { year } }), enabled });
