import { queryOptions } from '@tanstack/react-query';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { callRoute } from '../../../api/client';
import { homeKeys } from './sectionStatus';

/** GET /api/workflow/{year}/mine: what the signed-in user owes this year, overdue first (ADR 0102). */
export const myTasksQuery = (year: string) =>
  queryOptions({
    queryKey: [...homeKeys.all, 'my-tasks', year] as const,
    queryFn: () => callRoute(workflowRoutes.workflowMine, { params: { year } }),
    staleTime: 0,
  });
