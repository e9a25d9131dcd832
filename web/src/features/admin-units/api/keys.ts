import type { QueryClient } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import { invalidateRoutes } from '../../../api/routeQuery';

/** Every edit refreshes every unit read, since units, types and conversions refer to each other. */
export const unitReadsStale = (queryClient: QueryClient) =>
  invalidateRoutes(
    queryClient,
    adminRoutes.listUnits,
    adminRoutes.listUnitTypes,
    adminRoutes.listUnitSystems,
    adminRoutes.listConversions,
    adminRoutes.convertUnits,
  );
