import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskActionRoutes } from '@esg/core/contract/taskActions';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';

/** A task of the year: a page, or with `location` one location of a resource page (ADR 0102). */
export interface TaskRef {
  year: string;
  pageKey: string;
  location?: string;
}

const at = (ref: TaskRef) => ({ year: ref.year, pageKey: ref.pageKey });
const where = (ref: TaskRef) => (ref.location ? { location: ref.location } : {});

/** GET …/review: the task, what changed since its last approval and its comment threads. */
export const reviewQuery = (ref: TaskRef) =>
  routeQuery(workflowRoutes.workflowReview, { params: at(ref), query: where(ref) });

/**
 * Every read a review action changes: the year's tasks (bars, matrix, lock), Home's list, the review, and the board's
 * sign-off (a reopening ends its approval, ADR 0113).
 */
const refresh = (client: ReturnType<typeof useQueryClient>) =>
  invalidateRoutes(
    client,
    workflowRoutes.workflowMatrix,
    workflowRoutes.workflowMine,
    workflowRoutes.workflowReview,
    signOffRoutes.workflowSignOff,
  );

export type TaskAction =
  | { kind: 'submit' }
  | { kind: 'return'; comment: string }
  | { kind: 'approve'; overrideReason?: string }
  | { kind: 'reopen'; reason: string }
  | { kind: 'withdraw' };

/** Submit, withdraw, return, approve or reopen a task at the version the screen shows (a 409 when someone acted first). */
export function useTaskAction(ref: TaskRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, version }: { action: TaskAction; version: number }) => {
      const params = at(ref);
      const base = { ...where(ref), version };
      switch (action.kind) {
        case 'submit':
          return callRoute(taskActionRoutes.workflowSubmit, { params, body: base });
        case 'withdraw':
          return callRoute(taskActionRoutes.workflowWithdraw, { params, body: base });
        case 'return':
          return callRoute(taskActionRoutes.workflowReturn, { params, body: { ...base, comment: action.comment } });
        case 'approve':
          return callRoute(taskActionRoutes.workflowApprove, {
            params,
            body: { ...base, ...(action.overrideReason ? { overrideReason: action.overrideReason } : {}) },
          });
        case 'reopen':
          return callRoute(taskActionRoutes.workflowReopen, { params, body: { ...base, reason: action.reason } });
      }
    },
    onSettled: () => refresh(client),
  });
}

export type CommentAction =
  | { kind: 'new'; field: string; text: string }
  | { kind: 'reply'; id: string; text: string }
  | { kind: 'resolve'; id: string; version: number };

/** A new thread on a field, a reply (which reopens a resolved thread) or resolving a thread. */
export function useCommentAction(ref: TaskRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CommentAction) => {
      const params = at(ref);
      switch (action.kind) {
        case 'new':
          return callRoute(workflowRoutes.workflowComment, {
            params,
            body: { ...where(ref), field: action.field, text: action.text },
          });
        case 'reply':
          return callRoute(workflowRoutes.workflowReply, {
            params: { ...params, id: action.id },
            body: { ...where(ref), text: action.text },
          });
        case 'resolve':
          return callRoute(workflowRoutes.workflowResolve, {
            params: { ...params, id: action.id },
            body: { ...where(ref), version: action.version },
          });
      }
    },
    onSettled: () => refresh(client),
  });
}

/** PUT /api/workflow/{year}/assign: owners and a due date for many tasks at once. */
export function useAssign(year: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { tasks: { pageKey: string; location?: string }[]; owners: string[]; dueDate?: string }) =>
      callRoute(workflowRoutes.workflowAssign, { params: { year }, body }),
    onSuccess: () => refresh(client),
  });
}
