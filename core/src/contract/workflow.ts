import * as z from 'zod';
import { route } from './route';
import {
  AssignBody,
  CommentParams,
  CommentView,
  MatrixQuery,
  MatrixReply,
  ProgressReply,
  NewComment,
  Reply,
  ResolveBody,
  ReviewReply,
  TaskParams,
  TaskQuery,
  TaskView,
  WorkflowYearParams,
} from '../schemas/workflow';

const group = 'workflow' as const;
const scope = 'company' as const;
/** The path of a page's task (a resource page's location is named in the query or the body). */
export const TASK_PATH = '/api/workflow/{year}/tasks/{pageKey}';
const task = TASK_PATH;

/**
 * The year's review (docs/decisions/0102-the-years-review-workflow.md): tasks per page (and per location of a
 * resource page) with owners and due dates, comment threads; a task's submission, return, approval and
 * reopening are taskActions.ts, the year's lock yearLock.ts. Every route acts on the caller's own company.
 */
export const workflowRoutes = {
  workflowMatrix: route({
    method: 'GET',
    path: '/api/workflow/{year}',
    group,
    access: 'company:read',
    scope,
    params: WorkflowYearParams,
    query: MatrixQuery,
    response: MatrixReply,
  }),
  workflowMine: route({
    method: 'GET',
    path: '/api/workflow/{year}/mine',
    group,
    access: 'company:read',
    scope,
    params: WorkflowYearParams,
    response: MatrixReply,
  }),
  /** The year's progress on Home and the dashboard: % approved by section and location, overdue, the deadline. */
  workflowProgress: route({
    method: 'GET',
    path: '/api/workflow/{year}/progress',
    group,
    access: 'company:read',
    scope,
    params: WorkflowYearParams,
    response: ProgressReply,
  }),
  workflowAssign: route({
    method: 'PUT',
    path: '/api/workflow/{year}/assign',
    group,
    access: 'users:manage',
    scope,
    params: WorkflowYearParams,
    body: AssignBody,
    response: z.object({ tasks: z.array(TaskView) }),
  }),
  workflowReview: route({
    method: 'GET',
    path: `${task}/review`,
    group,
    access: 'company:read',
    scope,
    params: TaskParams,
    query: TaskQuery,
    response: ReviewReply,
  }),
  workflowComment: route({
    method: 'POST',
    path: `${task}/comments`,
    group,
    access: 'company:read',
    scope,
    params: TaskParams,
    body: NewComment,
    response: CommentView,
    status: 201,
  }),
  workflowReply: route({
    method: 'POST',
    path: `${task}/comments/{id}/replies`,
    group,
    access: 'company:read',
    scope,
    params: CommentParams,
    body: Reply,
    response: CommentView,
  }),
  workflowResolve: route({
    method: 'PUT',
    path: `${task}/comments/{id}/resolve`,
    group,
    access: 'company:read',
    scope,
    params: CommentParams,
    body: ResolveBody,
    response: CommentView,
  }),
};
