import { queryOptions } from '@tanstack/react-query';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { callRoute } from './client';

/** GET /api/workflow/{year}/progress: the year's review progress and the report's deadline (ADR 0114). */
export const progressQuery = (year: string) =>
  queryOptions({
    queryKey: ['workflow-progress', year] as const,
    queryFn: () => callRoute(workflowRoutes.workflowProgress, { params: { year } }),
    staleTime: 0,
  });
