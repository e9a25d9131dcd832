import { excelRoutes } from '@esg/core/contract/excel';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const YEAR = '2025-12-31';

const requests: Requests<typeof excelRoutes, CallerFixture> = {
  excelTemplate: async () => ({ path: `/api/archived-result/excel/template?year=${YEAR}` }),
};

roleMatrix({
  group: 'excel',
  routes: excelRoutes,
  requests,
  fixture: (c) => freshCaller(c, [{ yearEnd: YEAR }]),
});
