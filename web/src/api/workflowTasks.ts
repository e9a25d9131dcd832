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

/** The task states in which a page's answers (or a location's rows) are read-only (ADR 0102, amended). */
export type ReviewHold = 'submitted' | 'approved';
const holdOf = (task: TaskView | undefined): ReviewHold | undefined =>
  task?.state === 'submitted' || task?.state === 'approved' ? task.state : undefined;

/**
 * Why a page (or a resource page's location) is read-only in its review, if it is: submitted, until a reviewer
 * returns it or the submission is withdrawn; approved, until a reviewer reopens it.
 */
export function useTaskHold(pageKey: string, year: string, location?: string): ReviewHold | undefined {
  const tasks = useQuery(yearTasksQuery(year));
  return holdOf(taskOf(tasks.data?.tasks, pageKey, location));
}

/** The locations of a resource page whose rows are submitted or approved, each with why (read-only meanwhile). */
export function useHeldLocations(pageKey: string, year: string): ReadonlyMap<string, ReviewHold> {
  const tasks = useQuery(yearTasksQuery(year));
  return useMemo(
    () =>
      new Map(
        (tasks.data?.tasks ?? []).flatMap((t) => {
          const hold = t.pageKey === pageKey && t.location ? holdOf(t) : undefined;
          return hold ? [[t.location!.id, hold] as const] : [];
        }),
      ),
    [tasks.data, pageKey],
  );
}
