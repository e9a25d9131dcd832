import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitView } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { environmentalKeys } from './keys';

/** GET /api/uom/all: the unit catalogue, from which each type offers the units of its unit types. */
export const fetchUnits = (signal?: AbortSignal) => apiRequest<UnitView[]>('/uom/all', { signal });

export const unitsQuery = () =>
  queryOptions({
    queryKey: environmentalKeys.units(),
    queryFn: ({ signal }) => fetchUnits(signal),
    staleTime: 10 * 60_000,
  });

export const useUnits = () => useQuery(unitsQuery());
