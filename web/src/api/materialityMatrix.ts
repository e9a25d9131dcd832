import { queryOptions } from '@tanstack/react-query';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { callRoute } from './client';

/**
 * GET /api/materiality/{year}: each topic's mean scores and answer counts, the threshold, who answered.
 * Read by the materiality matrix page and by every comply-or-explain card (its "not material" offer).
 */
export const matrixQuery = (year: string) =>
  queryOptions({
    queryKey: ['materialityMatrix', year],
    queryFn: () => callRoute(questionnaireRoutes.materialityMatrix, { params: { year } }),
  });
