import { LINK_THROTTLE, route } from './route';
import { SignOffAnswer, SignOffAnswerReply, SignOffOpenView, SignOffParams, SignOffView } from '../schemas/signOff';
import { WorkflowYearParams } from '../schemas/workflow';

const group = 'workflow' as const;
const scope = 'company' as const;

/**
 * The board's sign-off of a year (docs/decisions/0113-board-sign-off.md), in the workflow group: a module of
 * its own, so the signed-in first load (Home's tasks read the workflow routes) carries no link schemas (ADR 0126).
 */
export const signOffRoutes = {
  workflowSignOff: route({
    method: 'GET',
    path: '/api/workflow/{year}/signoff',
    group,
    access: 'company:read',
    scope,
    params: WorkflowYearParams,
    response: SignOffView,
  }),
  /** Mails the board statement and the year's newest draft report to every director (ADR 0113). */
  workflowSendSignOff: route({
    method: 'POST',
    path: '/api/workflow/{year}/signoff',
    group,
    access: 'users:manage',
    scope,
    params: WorkflowYearParams,
    response: SignOffView,
  }),
  /** A director's e-mailed link (no sign-in): the same named, throttled tokens as the questionnaire's (ADR 0059, 0063). */
  openSignOff: route({
    method: 'GET',
    path: '/api/signoff/{id}',
    group,
    access: 'public',
    throttle: LINK_THROTTLE,
    params: SignOffParams,
    response: SignOffOpenView,
  }),
  answerSignOff: route({
    method: 'POST',
    path: '/api/signoff',
    group,
    access: 'public',
    throttle: LINK_THROTTLE,
    body: SignOffAnswer,
    response: SignOffAnswerReply,
  }),
};
