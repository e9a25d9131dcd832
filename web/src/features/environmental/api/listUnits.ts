import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

/** GET /api/uom/all: the unit catalogue, from which each type offers the units of its unit types. */
export const fetchUnits = (signal?: AbortSignal) => callRoute(adminRoutes.listUnits, { signal });

export const unitsQuery = () =>
  queryOptions({
    queryKey: environmentalKeys.units(),
    queryFn: ({ signal }) => fetchUnits(signal),
    staleTime: 10 * 60_000,
  });

export const useUnits = () => useQuery(unitsQuery());
