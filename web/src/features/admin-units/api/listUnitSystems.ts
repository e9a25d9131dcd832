import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitSystemView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitKeys } from './keys';

export type UnitSystem = UnitSystemView;

/** GET /api/uom/systems: SI, metric, imperial, industry units, currencies. */
export const listUnitSystemsQuery = () =>
  queryOptions({
    queryKey: unitKeys.systems(),
    queryFn: ({ signal }) => callRoute(adminRoutes.listUnitSystems, { signal }),
  });

export const useUnitSystems = () => useQuery(listUnitSystemsQuery());
