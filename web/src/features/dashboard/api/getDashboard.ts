import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@esg/core/contract/dashboard';
import { callRoute } from '../../../api/client';

export interface DashboardQuery {
  year: string;
  compare?: string;
  location?: string;
}

/** GET /api/dashboard/{year}?compare=&location=: every figure as the server computes it. */
export const dashboardQuery = ({ year, compare, location }: DashboardQuery) =>
  queryOptions({
    queryKey: ['dashboard', year, compare ?? null, location ?? null] as const,
    queryFn: ({ signal }) =>
      callRoute(dashboardRoutes.dashboard, {
        params: { year },
        query: { ...(compare ? { compare } : {}), ...(location ? { location } : {}) },
        signal,
      }),
  });

/** The previous answer stays on screen while a new filter loads (no flash of empty charts). */
export const useDashboard = (q: DashboardQuery) =>
  useQuery({ ...dashboardQuery(q), placeholderData: keepPreviousData });
