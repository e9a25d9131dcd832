import { periodPageRoutes } from './periodPage';
import { route } from './route';
import { socialCommunityRoutes } from './socialCommunity';
import { developmentTraining } from '../pages/social/developmentTraining';
import { employment } from '../pages/social/employment';
import { healthSafety } from '../pages/social/healthSafety';
import { product } from '../pages/social/product';
import { supplyChain } from '../pages/social/supplyChain';
import { IdParams, pageBody, periodPageBody, yearPageBody } from '../domain/background/schemas';
import { HealthSafetyQuery, HealthSafetyView } from '../domain/social/schemas';
import { PageDataView } from '../domain/pageData/schemas';

const group = 'social' as const;

const supplyChainRoutes = periodPageRoutes(group, '/api/supply-chain/{id}', 'supply-chain/{id}', pageBody(supplyChain));
const productRoutes = periodPageRoutes(group, '/api/product/{id}', 'product/{id}', pageBody(product));

/**
 * The spec's Social calls (spec §7 "Social"; issue 14): thin routes over the page-data store, so a
 * spec call and `/api/page-data/{pageKey}/{year}` read and write the same item. `{id}` is the id of
 * the company period (the reporting year), as in `GET /comp-location/social/{id}`.
 * See docs/decisions/0012-page-data.md and docs/spec-coverage.md.
 */
export const socialRoutes = {
  getEmployees: route({
    method: 'GET',
    path: '/api/employee/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: IdParams,
    response: PageDataView,
    spec: 'GET employee/{id}',
  }),
  putEmployees: route({
    method: 'PUT',
    path: '/api/employee/batch',
    group,
    access: 'company:write',
    scope: 'company',
    body: periodPageBody(employment),
    response: PageDataView,
    spec: 'PUT /employee/batch/',
  }),
  getHealthSafety: route({
    method: 'GET',
    path: '/api/health-safety',
    group,
    access: 'company:read',
    scope: 'company',
    query: HealthSafetyQuery,
    response: HealthSafetyView,
    spec: 'GET /health-safety',
  }),
  putHealthSafety: route({
    method: 'PUT',
    path: '/api/health-safety',
    group,
    access: 'company:write',
    scope: 'company',
    body: yearPageBody(healthSafety),
    response: HealthSafetyView,
    spec: 'PUT /health-safety',
  }),
  getDevTrain: route({
    method: 'GET',
    path: '/api/dev-train/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: IdParams,
    response: PageDataView,
    spec: 'GET /dev-train/{id}',
  }),
  putDevTrain: route({
    method: 'PUT',
    path: '/api/dev-train/batch/{id}',
    group,
    access: 'company:write',
    scope: 'company',
    params: IdParams,
    body: pageBody(developmentTraining),
    response: PageDataView,
    spec: 'PUT /dev-train/batch/{id}',
  }),
  getSupplyChain: supplyChainRoutes.get,
  putSupplyChain: supplyChainRoutes.put,
  getProduct: productRoutes.get,
  putProduct: productRoutes.put,
  ...socialCommunityRoutes,
};
