import { queryOptions } from '@tanstack/react-query';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { RespondentGroup } from '@esg/core/schemas/questionnaire';
import { callRoute } from './client';

/**
 * GET /api/materiality/{year}: each topic's mean scores and answer counts, the threshold, who answered.
 * Read by the materiality matrix page and by every comply-or-explain card (its "not material" offer,
 * always the board's: the official view). `group`: whose answers (ADR 0051).
 */
export const matrixQuery = (year: string, group: RespondentGroup = 'board') =>
  queryOptions({
    queryKey: ['materialityMatrix', year, group],
    queryFn: () =>
      callRoute(questionnaireRoutes.materialityMatrix, {
        params: { year },
        query: group === 'board' ? {} : { group },
      }),
  });
