import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { TaskView } from '@esg/core/schemas/workflow';
import { routeQuery } from './routeQuery';

/**
 * The year's tasks (GET /api/workflow/{year}, docs/decisions/0102-the-years-review-workflow.md): one read shared by
 * every data page's workflow bar, the editors that turn read-only on an approved page, the year matrix and the lock.
 */
export const yearTasksQuery = (year: string) =>
  queryOptions({ ...routeQuery(workflowRoutes.workflowMatrix, { params: { year } }), staleTime: 30_000 });

/** The task of a page (`location` absent) or of one location of a resource page, once the year's tasks are read. */
export const taskOf = (tasks: readonly TaskView[] | undefined, pageKey: string, location?: string) =>
  tasks?.find((t) => t.pageKey === pageKey && (t.location?.id ?? undefined) === location);

/** Whether a page (or a resource page's location) is approved and so read-only until a reviewer reopens it. */
export function useTaskApproved(pageKey: string, year: string, location?: string): boolean {
  const tasks = useQuery(yearTasksQuery(year));
  return taskOf(tasks.data?.tasks, pageKey, location)?.state === 'approved';
}

/** The locations of a resource page whose rows are approved (read-only until a reviewer reopens them). */
export function useApprovedLocations(pageKey: string, year: string): ReadonlySet<string> {
  const tasks = useQuery(yearTasksQuery(year));
  return useMemo(
    () =>
      new Set(
        (tasks.data?.tasks ?? [])
          .filter((t) => t.pageKey === pageKey && t.location && t.state === 'approved')
          .map((t) => t.location!.id),
      ),
    [tasks.data, pageKey],
  );
}
