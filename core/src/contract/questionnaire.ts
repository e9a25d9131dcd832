import * as z from 'zod';
import { route, type Throttle } from './route';
import { YearParams } from '../schemas/pageBodies';
import {
  MatrixImageQuery,
  MatrixParams,
  MatrixQuery,
  MatrixView,
  MemberParams,
  QuestionnaireSubmit,
  QuestionnaireView,
  SendReply,
  StakeholderLinkCreate,
  StakeholderLinkRename,
  StakeholderLinksView,
  StakeholderLinkView,
  SubmitReply,
  TokenParams,
  TopicsSave,
  TopicsView,
  YearBody,
  YearQuery,
} from '../schemas/questionnaire';

const group = 'questionnaire' as const;

/**
 * The board questionnaire's public routes (ADR 0030): per client address, a burst of 10 then 30 a
 * minute — a member opens and submits a few times; guessing a 256-bit link is hopeless either way.
 */
export const QUESTIONNAIRE_THROTTLE = { perIp: { ratePerMinute: 30, burst: 10 } } as const satisfies Throttle;

/**
 * Board materiality questionnaire and matrix (docs/spec-coverage.md "Board and questionnaire", `GET /matrix/{id}`;
 * docs/decisions/0030-materiality-questionnaire.md, 0051 for stakeholder links). Company
 * routes act on the caller's company; the two public routes find the company from the link's token only.
 */
export const questionnaireRoutes = {
  materialityTopics: route({
    method: 'GET',
    path: '/api/materiality/topics/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: TopicsView,
  }),
  putMaterialityTopics: route({
    method: 'PUT',
    path: '/api/materiality/topics/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: TopicsSave,
    response: TopicsView,
  }),
  sendBoardEmail: route({
    method: 'POST',
    path: '/api/questionnaire/sendBoardEmail/{id}',
    group,
    access: 'company:write',
    scope: 'company',
    params: MemberParams,
    body: YearBody.extend({ resend: z.boolean().optional() }),
    response: SendReply,
    spec: 'POST /questionnaire/sendBoardEmail/{id}',
  }),
  sendBoardEmails: route({
    method: 'POST',
    path: '/api/questionnaire/sendBoardEmails/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    response: SendReply,
    spec: 'POST /questionnaire/sendBoardEmails/{year}',
  }),
  resetBoardMember: route({
    method: 'PUT',
    path: '/api/boardmember/reset/{id}',
    group,
    access: 'company:write',
    scope: 'company',
    params: MemberParams,
    body: YearBody,
    response: z.object({ memberId: z.string(), reset: z.literal(true) }),
    spec: 'PUT /boardmember/reset/{id}',
  }),
  openQuestionnaire: route({
    method: 'GET',
    path: '/api/questionnaire/q/{id}',
    group,
    access: 'public',
    throttle: QUESTIONNAIRE_THROTTLE,
    params: TokenParams,
    response: QuestionnaireView,
    spec: 'GET /questionnaire/q/{id}',
  }),
  submitQuestionnaire: route({
    method: 'POST',
    path: '/api/questionnaire',
    group,
    access: 'public',
    throttle: QUESTIONNAIRE_THROTTLE,
    body: QuestionnaireSubmit,
    response: SubmitReply,
    spec: 'POST /questionnaire',
  }),
  stakeholderLinks: route({
    method: 'GET',
    path: '/api/questionnaire/stakeholderLinks/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: StakeholderLinksView,
  }),
  createStakeholderLink: route({
    method: 'POST',
    path: '/api/questionnaire/stakeholderLinks/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: StakeholderLinkCreate,
    response: StakeholderLinkView,
    status: 201,
  }),
  renameStakeholderLink: route({
    method: 'PUT',
    path: '/api/questionnaire/stakeholderLink/{id}',
    group,
    access: 'company:write',
    scope: 'company',
    params: MemberParams,
    body: StakeholderLinkRename,
    response: StakeholderLinkView,
  }),
  deleteStakeholderLink: route({
    method: 'DELETE',
    path: '/api/questionnaire/stakeholderLink/{id}',
    group,
    access: 'company:write',
    scope: 'company',
    params: MemberParams,
    query: YearQuery,
    response: z.object({ id: z.string(), deleted: z.literal(true), answersRemoved: z.number() }),
  }),
  materialityMatrix: route({
    method: 'GET',
    path: '/api/materiality/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    query: MatrixQuery,
    response: MatrixView,
  }),
  matrixImage: route({
    method: 'GET',
    path: '/api/matrix/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: MatrixParams,
    query: MatrixImageQuery,
    kind: 'binary',
    spec: 'GET /matrix/{id}',
  }),
};
