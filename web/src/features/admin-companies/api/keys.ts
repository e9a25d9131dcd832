import type { QueryClient } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { invalidateRoutes } from '../../../api/routeQuery';

/** Hierarchical keys: every company page and the first-year request sit under `all`. */
export const companyKeys = {
  all: ['admin-companies'] as const,
  companies: () => [...companyKeys.all, 'companies'] as const,
  companyPage: (cursor: string | undefined) => [...companyKeys.companies(), cursor ?? 'first'] as const,
};

/** After a period is added, approved, printed or reopened: every company, period and printed flag read again. */
export const companyReadsStale = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    invalidateRoutes(queryClient, companyRoutes.listPeriods, companyRoutes.isPrinted),
  ]);
