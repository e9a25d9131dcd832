import { queryOptions, useQuery } from '@tanstack/react-query';

import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyKeys } from './keys';

/** GET /api/compPeriod/isPrinted/{year}: whether a reporting year is printed (locked), by its year end. */
export const isPrintedQuery = (yearEnd: string) =>
  queryOptions({
    queryKey: companyKeys.printed(yearEnd),
    queryFn: ({ signal }) => callRoute(companyRoutes.isPrinted, { params: { year: yearEnd }, signal }),
  });

export const useIsPrinted = (yearEnd: string | null) =>
  useQuery({ ...isPrintedQuery(yearEnd ?? ''), enabled: Boolean(yearEnd) });
