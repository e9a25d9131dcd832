import { climateRoutes } from '@esg/core/contract/climate';
import { readClimateMetrics } from '@esg/core/domain/climate/read';
import { groupHandler } from '../http/group';

/** Climate (core/src/contract/climate.ts): parse → core → respond. */
export const handler = groupHandler(climateRoutes, {
  climateMetrics: async ({ m, params }) => readClimateMetrics(m, params.year),
});
