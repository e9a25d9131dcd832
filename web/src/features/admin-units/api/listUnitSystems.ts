import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitSystemView } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { unitKeys } from './keys';

export type UnitSystem = UnitSystemView;

/** GET /api/uom/systems: SI, metric, imperial, industry units, currencies. */
export const listUnitSystemsQuery = () =>
  queryOptions({
    queryKey: unitKeys.systems(),
    queryFn: ({ signal }) => apiRequest<UnitSystem[]>('/uom/systems', { signal }),
  });

export const useUnitSystems = () => useQuery(listUnitSystemsQuery());
