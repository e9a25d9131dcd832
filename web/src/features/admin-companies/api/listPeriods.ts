import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyKeys } from './keys';

/** GET /api/compPeriod: the caller's own company's periods with their printed flags. */
export const ownPeriodsQuery = () =>
  queryOptions({
    queryKey: companyKeys.ownPeriods(),
    queryFn: ({ signal }) => callRoute(companyRoutes.listPeriods, { signal }),
  });

export const useOwnPeriods = () => useQuery(ownPeriodsQuery());
