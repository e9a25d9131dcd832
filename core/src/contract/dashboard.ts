import { DashboardParams, DashboardQuery, DashboardView } from '../schemas/dashboard';
import { route } from './route';

const group = 'dashboard' as const;

/**
 * The dashboard (the spec's screens): one read per reporting year, composed from the emissions
 * calculation and the Social pages' figures (core/src/domain/dashboard). ADR 0032.
 */
export const dashboardRoutes = {
  dashboard: route({
    method: 'GET',
    path: '/api/dashboard/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: DashboardParams,
    query: DashboardQuery,
    response: DashboardView,
  }),
};
