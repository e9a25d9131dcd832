import { useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { routeQuery } from '../../../api/routeQuery';

/** GET /api/compPeriod/isPrinted/{year}: whether a reporting year is printed (locked), by its year end. */
export const isPrintedQuery = (yearEnd: string) => routeQuery(companyRoutes.isPrinted, { params: { year: yearEnd } });

export const useIsPrinted = (yearEnd: string | null) =>
  useQuery({ ...isPrintedQuery(yearEnd ?? ''), enabled: Boolean(yearEnd) });
