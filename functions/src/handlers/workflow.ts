import { workflowRoutes } from '@esg/core/contract/workflow';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { assignTasks } from '@esg/core/domain/workflow/assign';
import { newComment, replyToComment, resolveComment } from '@esg/core/domain/workflow/comments';
import { myTasks, progressOf, yearMatrix } from '@esg/core/domain/workflow/matrix';
import { taskReview } from '@esg/core/domain/workflow/review';
import { sendSignOff, signOffStatus } from '@esg/core/domain/workflow/signOff';
import { answerSignOff, openSignOff } from '@esg/core/domain/workflow/signOffLink';
import { groupHandler } from '../http/group';

/**
 * The year's review (core/src/contract/workflow.ts, ADR 0102): parse → core → respond. A task's actions, the year's
 * section and disclosure status and the year's lock read the report's gaps and run in the reporting group (ADR 0160,
 * 0161).
 */
export const handler = groupHandler(
  { ...workflowRoutes, ...signOffRoutes },
  {
    workflowMatrix: async ({ m, params, query }) => yearMatrix(m, params.year, query),
    workflowMine: async ({ m, params }) => myTasks(m, params.year),
    workflowProgress: async ({ m, params }) => progressOf(m, params.year),
    workflowAssign: async ({ m, params, body }) => assignTasks(m, params.year, body),
    workflowReview: async ({ m, params, query }) => taskReview(m, params.year, params.pageKey, query.location),
    workflowComment: async ({ m, params, body }) => newComment(m, params.year, params.pageKey, body),
    workflowReply: async ({ m, params, body }) => replyToComment(m, params.year, params.pageKey, params.id, body),
    workflowResolve: async ({ m, params, body }) => resolveComment(m, params.year, params.pageKey, params.id, body),
    workflowSignOff: async ({ m, params }) => signOffStatus(m, params.year),
    workflowSendSignOff: async ({ m, params }) => sendSignOff(m, params.year),
    openSignOff: async ({ params }) => openSignOff(params.id),
    answerSignOff: async ({ body }) => answerSignOff(body),
  },
);
