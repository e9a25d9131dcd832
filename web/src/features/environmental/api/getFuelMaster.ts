import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FuelMasterView } from '@esg/core/schemas/resources';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

export type FuelMaster = z.output<typeof FuelMasterView>;

/** GET /api/fuel-master: each fuel, its names and the units it may be entered in. */
export const fetchFuelMaster = (signal?: AbortSignal) => callRoute(resourceRoutes.fuelMaster, { signal });

export const fuelMasterQuery = () =>
  queryOptions({
    queryKey: environmentalKeys.fuelMaster(),
    queryFn: ({ signal }) => fetchFuelMaster(signal),
    staleTime: 10 * 60_000,
  });

export const useFuelMaster = () => useQuery(fuelMasterQuery());
