import { routeGroups } from '@esg/core/contract/index';
import { call } from '../support/api';
import { periodCaller, roleMatrix, type PeriodFixture, type Requests } from '../support/matrix';

/** The group's routes, its pages' spec aliases included (core/src/contract/pageAliases.ts). */
const routes = routeGroups.social!;

const Y2 = '2025-12-31';

type Fixture = PeriodFixture;

/** The page's current version (0 when the caller cannot read it): several routes save the same page. */
const versionAt = async (f: Fixture, path: string) =>
  f.token ? (((await call('GET', path, { token: f.token })).body.version as number | undefined) ?? 0) : 0;
/** `PUT {path}` with valid values on top of whatever the caller's earlier cells saved. */
const putOn = (route: string, values: unknown) => async (f: Fixture) => {
  const path = `/api/${route}/${f.periodId}`;
  return { path, body: { values, version: await versionAt(f, path) } };
};

const requests: Requests<typeof routes, Fixture> = {
  getEmployees: async (f) => ({ path: `/api/employee/${f.periodId}` }),
  putEmployees: async (f) => ({
    path: '/api/employee/batch',
    body: { id: f.periodId, values: { beginTotal: '3', beginMale: '2', beginFemale: '1' }, version: 0 },
  }),
  getHealthSafety: async () => ({ path: `/api/health-safety?year=${Y2}` }),
  putHealthSafety: async () => ({
    path: '/api/health-safety',
    body: { year: Y2, values: { fatalities: '0', lostDays: '12.5' }, version: 0 },
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
  getAntiCorruption: async (f) => ({ path: `/api/anti-corruption/${f.periodId}` }),
  putAntiCorruption: putOn('anti-corruption', { anyCorruptionCase: { answer: 0 } }),
  getAntiCorruptionTrain: async (f) => ({ path: `/api/anti-corruption-train/${f.periodId}` }),
  putAntiCorruptionTrain: putOn('anti-corruption-train', { staffTraining: { answer: 0 } }),
  getCommunityInvestment: async (f) => ({ path: `/api/community-investment/${f.periodId}` }),
  putCommunityInvestment: putOn('community-investment', {
    anyContribution: { answer: 0 },
    anyCharitableActivity: { answer: 0 },
  }),
  getCommunityResources: async (f) => ({ path: `/api/community-investment/resources/${f.periodId}` }),
  putCommunityResources: putOn('community-investment/resources', { anyContribution: { answer: 0 } }),
  getCommunityActivities: async (f) => ({ path: `/api/community-investment/activities/${f.periodId}` }),
  putCommunityActivities: putOn('community-investment/activities', { anyCharitableActivity: { answer: 0 } }),
  getCommunityArea: async (f) => ({ path: `/api/community-investment/area/${f.periodId}` }),
  putCommunityArea: putOn('community-investment/area', { focusAreas: ['education'] }),
};

roleMatrix({
  group: 'social',
  routes,
  requests,
  fixture: (c) => periodCaller(c, Y2),
});
