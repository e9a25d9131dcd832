import { route } from './route';
import { ApproveBody, ReopenBody, ReturnBody, SubmitBody, TaskParams, TaskView } from '../schemas/workflow';
import { TASK_PATH as task } from './workflow';

/**
 * A task's submission, its withdrawal, return, approval and reopening (docs/decisions/0102-the-years-review-workflow.md). Filed
 * under the reporting group with the year's section and disclosure status (progress.ts): a page's submit checks the
 * final report's own gaps, so these run the report builder, and the rest of the review runs without it
 * (docs/decisions/0160-the-routes-that-read-the-reports-gaps-run-with-it.md).
 */
const group = 'reporting' as const;
const scope = 'company' as const;

export const taskActionRoutes = {
  workflowSubmit: route({
    method: 'POST',
    path: `${task}/submit`,
    group,
    access: 'company:write',
    scope,
    params: TaskParams,
    body: SubmitBody,
    response: TaskView,
  }),
  /** A submission no reviewer has acted on, withdrawn by whoever may write the page (ADR 0102, amended). */
  workflowWithdraw: route({
    method: 'POST',
    path: `${task}/withdraw`,
    group,
    access: 'company:write',
    scope,
    params: TaskParams,
    body: SubmitBody,
    response: TaskView,
  }),
  workflowReturn: route({
    method: 'POST',
    path: `${task}/return`,
    group,
    access: 'pages:review',
    scope,
    params: TaskParams,
    body: ReturnBody,
    response: TaskView,
  }),
  workflowApprove: route({
    method: 'POST',
    path: `${task}/approve`,
    group,
    access: 'pages:review',
    scope,
    params: TaskParams,
    body: ApproveBody,
    response: TaskView,
  }),
  workflowReopen: route({
    method: 'POST',
    path: `${task}/reopen`,
    group,
    access: 'pages:review',
    scope,
    params: TaskParams,
    body: ReopenBody,
    response: TaskView,
  }),
};
