import { queryOptions } from '@tanstack/react-query';
import { backgroundPagesRoutes } from '@esg/core/contract/backgroundPages';
import { callRoute } from '../../../api/client';

/** GET /api/policies/combinations/{year}: each HKEX aspect's policy answer of the year, with its details. */
export const policyCombinationsQuery = (year: string) =>
  queryOptions({
    queryKey: ['policyCombinations', year],
    queryFn: () => callRoute(backgroundPagesRoutes.policyCombinations, { params: { year } }),
  });
