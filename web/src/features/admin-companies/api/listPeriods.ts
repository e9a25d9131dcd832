import { useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { routeQuery } from '../../../api/routeQuery';

/** GET /api/compPeriod: the caller's own company's periods with their printed flags. */
export const ownPeriodsQuery = () => routeQuery(companyRoutes.listPeriods);

export const useOwnPeriods = () => useQuery(ownPeriodsQuery());
