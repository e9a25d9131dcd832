import * as z from 'zod';
import { route } from './route';
import { LockBody, LockOverrideView, WorkflowYearParams } from '../schemas/workflow';

/**
 * The year's lock, which prints it (docs/decisions/0102-the-years-review-workflow.md, 0113): refused while a
 * provision is left open, as the year's final report would be
 * (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md). Filed under the reporting group, which
 * builds the year's content index (docs/decisions/0160-the-routes-that-read-the-reports-gaps-run-with-it.md).
 */
export const yearLockRoutes = {
  workflowLock: route({
    method: 'POST',
    path: '/api/workflow/{year}/lock',
    group: 'reporting',
    access: 'users:manage',
    scope: 'company',
    params: WorkflowYearParams,
    body: LockBody,
    response: z.object({
      yearEnd: z.string(),
      locked: z.boolean(),
      pending: z.number().int(),
      lockOverride: LockOverrideView.optional(),
    }),
  }),
};
