import { dashboardRoutes } from '@esg/core/contract/dashboard';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const Y2 = '2025-12-31';

const requests: Requests<typeof dashboardRoutes, CallerFixture> = {
  dashboard: async () => ({ path: `/api/dashboard/${Y2}` }),
};

roleMatrix({
  group: 'dashboard',
  routes: dashboardRoutes,
  requests,
  fixture: async (c) => freshCaller(c, [{ yearEnd: Y2 }]),
});
