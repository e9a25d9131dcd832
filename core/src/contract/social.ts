import { route } from './route';
import { healthSafety } from '../pages/social/healthSafety';
import { yearPageBody } from '../schemas/pageBody';
import { HealthSafetyQuery, HealthSafetyView } from '../schemas/social';

const group = 'social' as const;

/**
 * The spec's Social calls that answer more than a page's data (docs/spec-coverage.md "Social"): health and
 * safety with its three-year series. The plain page aliases (`/employee/{id}`, `/dev-train/...`,
 * `/anti-corruption/{id}`, …) are generated from the page modules (pageAliases.ts, ADR 0080).
 */
export const socialRoutes = {
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
};
