import { dashboardRoutes } from '@esg/core/contract/dashboard';
import { readDashboard } from '@esg/core/domain/dashboard/read';
import { groupHandler } from '../http/group';

/** Dashboard (core/src/contract/dashboard.ts): parse → core → respond. */
export const handler = groupHandler(dashboardRoutes, {
  dashboard: async ({ m, params, query }) => readDashboard(m, params.year, query),
});
