import { ClimateMetricsView, ClimateYearParams } from '../schemas/climate';
import { route } from './route';

const group = 'climate' as const;

/**
 * Climate (HKEX ESG Reporting Code Part D). The pages themselves are catalogue pages on
 * `/api/page-data/{pageKey}/{year}`; this group adds what only the server can compute for them.
 * See docs/decisions/0027-climate-part-d.md.
 */
export const climateRoutes = {
  climateMetrics: route({
    method: 'GET',
    path: '/api/climate/metrics/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ClimateYearParams,
    response: ClimateMetricsView,
  }),
};
