import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { companyKeys } from './keys';
import type { Period } from './listCompanies';

/** GET /api/compPeriod: the caller's own company's periods with their printed flags. */
export const ownPeriodsQuery = () =>
  queryOptions({
    queryKey: companyKeys.ownPeriods(),
    queryFn: ({ signal }) => apiRequest<Period[]>('/compPeriod', { signal }),
  });

export const useOwnPeriods = () => useQuery(ownPeriodsQuery());
