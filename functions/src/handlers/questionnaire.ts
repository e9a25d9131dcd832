import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { openQuestionnaire, submitQuestionnaire } from '@esg/core/domain/questionnaire/answer';
import { matrixImage, materialityMatrix, resetMember } from '@esg/core/domain/questionnaire/results';
import { sendQuestionnaires } from '@esg/core/domain/questionnaire/send';
import {
  createStakeholderLink,
  deleteStakeholderLink,
  listStakeholderLinks,
  renameStakeholderLink,
} from '@esg/core/domain/questionnaire/stakeholders';
import { readTopics, saveTopics } from '@esg/core/domain/questionnaire/store';
import { languageOf } from '@esg/core/schemas/common';
import { groupHandler } from '../http/group';

/** The board questionnaire and the materiality matrix (core/src/contract/questionnaire.ts): parse → core → respond. */
export const handler = groupHandler(questionnaireRoutes, {
  materialityTopics: async ({ m, params }) => readTopics(m, params),
  putMaterialityTopics: async ({ m, params, body }) => saveTopics(m, { year: params.year, body }),
  sendBoardEmail: async ({ m, params, body }) => sendQuestionnaires(m, body.year, [params.id], body.resend),
  sendBoardEmails: async ({ m, params }) => sendQuestionnaires(m, params.year, undefined),
  resetBoardMember: async ({ m, params, body }) => resetMember(m, { id: params.id, year: body.year }),
  openQuestionnaire: async ({ params }) => openQuestionnaire(params.id),
  submitQuestionnaire: async ({ body }) => submitQuestionnaire(body),
  stakeholderLinks: async ({ m, params }) => listStakeholderLinks(m, params),
  createStakeholderLink: async ({ m, params, body }) =>
    createStakeholderLink(m, { year: params.year, name: body.name }),
  renameStakeholderLink: async ({ m, params, body }) => renameStakeholderLink(m, { id: params.id, ...body }),
  deleteStakeholderLink: async ({ m, params, query }) => deleteStakeholderLink(m, { id: params.id, year: query.year }),
  materialityMatrix: async ({ m, params, query }) => materialityMatrix(m, { ...params, group: query.group }),
  matrixImage: async ({ m, params, query }) => matrixImage(m, params.id, languageOf(m.user.langKey), query),
});
