import { climateRoutes } from '@esg/core/contract/climate';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const Y2 = '2025-12-31';

const requests: Requests<typeof climateRoutes, CallerFixture> = {
  climateMetrics: async () => ({ path: `/api/climate/metrics/${Y2}` }),
};

roleMatrix({
  group: 'climate',
  routes: climateRoutes,
  requests,
  fixture: async (c) => freshCaller(c, [{ yearEnd: Y2 }]),
});
