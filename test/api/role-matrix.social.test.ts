import { ulid } from 'ulid';
import { socialRoutes } from '@esg/core/contract/social';
import { call } from '../support/api';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const Y2 = '2025-12-31';

/** The caller's own company (a fresh one with Y2) and its period id, which the spec's Social calls name. */
interface Fixture extends CallerFixture {
  periodId: string;
}

const requests: Requests<typeof socialRoutes, Fixture> = {
  getEmployees: async (f) => ({ path: `/api/employee/${f.periodId}` }),
  putEmployees: async (f) => ({
    path: '/api/employee/batch',
    body: { id: f.periodId, values: { beginTotal: '3', beginMale: '2', beginFemale: '1' }, version: 0 },
  }),
  getDevTrain: async (f) => ({ path: `/api/dev-train/${f.periodId}` }),
  putDevTrain: async (f) => ({
    path: `/api/dev-train/batch/${f.periodId}`,
    body: { values: { employeesTotal: '4', traineesTotal: '2', trainingHoursTotal: '10' }, version: 0 },
  }),
  getSupplyChain: async (f) => ({ path: `/api/supply-chain/${f.periodId}` }),
  putSupplyChain: async (f) => ({
    path: `/api/supply-chain/${f.periodId}`,
    body: {
      values: { suppliersByRegion: [{ region: 'Hong Kong', suppliers: '3' }], suppliersEngaged: '2' },
      version: 0,
    },
  }),
  getProduct: async (f) => ({ path: `/api/product/${f.periodId}` }),
  putProduct: async (f) => ({
    path: `/api/product/${f.periodId}`,
    body: { values: { productsSold: '1000', productsRecalled: '1' }, version: 0 },
  }),
};

roleMatrix({
  group: 'social',
  routes: socialRoutes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: Y2 }]);
    // Platform staff and the board member's link have no company period: any id stands in.
    if (c.id === 'platformAdmin' || !caller.token) return { ...caller, periodId: ulid() };
    const year = await call('GET', `/api/comp-location/by-year-end/${Y2}`, { token: caller.token });
    if (year.status !== 200) throw new Error(`fixture: ${JSON.stringify(year.body)}`);
    return { ...caller, periodId: year.body.periodId as string };
  },
});
