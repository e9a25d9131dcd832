import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FactorRevisionView, FactorView } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { factorKeys } from './keys';

export type Factor = z.output<typeof FactorView>;
export type FactorRevision = FactorRevisionView;

/** GET /api/emission-factors: the whole library, each factor with every revision. */
export const factorsQuery = () =>
  queryOptions({
    queryKey: factorKeys.list(),
    queryFn: ({ signal }) => callRoute(adminRoutes.listFactors, { signal }),
  });

export const useFactors = () => useQuery(factorsQuery());
