import { ulid } from 'ulid';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';
import { scoresFor, tokenIn } from '../support/questionnaire';

const Y2 = '2025-12-31';
const TOPICS = [
  'A1',
  'A2',
  'A3',
  'A4',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'B6',
  'B7',
  'B8',
  'D-GOV',
  'D-STR',
  'D-RISK',
  'D-MET',
];

/** The caller's company (when it has one) with two board members; `link` is the second member's questionnaire link. */
interface Fixture extends CallerFixture {
  memberId: string;
  link: string;
  /** A stakeholder link of the same company. */
  stakeholderLinkId: string;
}

/** Two members in a company's FY2025, the second one sent the questionnaire: its link is what a board member opens. */
async function boardWithLink(token: string) {
  const saved = await call('PUT', `/api/boardmembers/${Y2}`, {
    token,
    body: {
      version: 0,
      members: ['Erin Poon', 'Finn Lau'].map((name) => ({
        name,
        positionTitle: 'Director',
        email: `${name.split(' ')[0]!.toLowerCase()}.${ulid().toLowerCase()}@example.com`,
      })),
    },
  });
  if (saved.status !== 200) throw new Error(`fixture: ${JSON.stringify(saved.body)}`);
  const [first, second] = saved.body.members as { id: string }[];
  const sent = await call('POST', `/api/questionnaire/sendBoardEmail/${second!.id}`, { token, body: { year: Y2 } });
  if (sent.status !== 200) throw new Error(`fixture: ${JSON.stringify(sent.body)}`);
  const shared = await call('POST', `/api/questionnaire/stakeholderLinks/${Y2}`, {
    token,
    body: { name: 'Employees' },
  });
  if (shared.status !== 201) throw new Error(`fixture: ${JSON.stringify(shared.body)}`);
  return {
    memberId: first!.id,
    link: tokenIn(sent.body.results[0].link as string)!,
    stakeholderLinkId: shared.body.id as string,
  };
}

const NOTHING_SUBMITTED = { status: 404, why: 'the member has submitted nothing yet, so there is nothing to reset' };

const requests: Requests<typeof questionnaireRoutes, Fixture> = {
  materialityTopics: async () => ({ path: `/api/materiality/topics/${Y2}` }),
  putMaterialityTopics: async () => ({
    path: `/api/materiality/topics/${Y2}`,
    body: { version: 0, threshold: 6, topics: TOPICS.map((id) => ({ id, name: null, description: null })) },
  }),
  sendBoardEmail: async (f) => ({
    path: `/api/questionnaire/sendBoardEmail/${f.memberId}`,
    body: { year: Y2, resend: true },
  }),
  sendBoardEmails: async () => ({ path: `/api/questionnaire/sendBoardEmails/${Y2}` }),
  resetBoardMember: async (f) => ({
    path: `/api/boardmember/reset/${f.memberId}`,
    body: { year: Y2 },
    instead: NOTHING_SUBMITTED,
  }),
  openQuestionnaire: async (f) => ({ path: `/api/questionnaire/q/${f.link}` }),
  submitQuestionnaire: async (f) => ({
    path: '/api/questionnaire',
    body: { id: f.link, scores: scoresFor(TOPICS, 7, 6) },
  }),
  stakeholderLinks: async () => ({ path: `/api/questionnaire/stakeholderLinks/${Y2}` }),
  createStakeholderLink: async () => ({
    path: `/api/questionnaire/stakeholderLinks/${Y2}`,
    body: { name: `Customers ${ulid()}` },
  }),
  renameStakeholderLink: async (f) => ({
    path: `/api/questionnaire/stakeholderLink/${f.stakeholderLinkId}`,
    body: { year: Y2, name: `Staff ${ulid()}` },
  }),
  deleteStakeholderLink: async (f) => ({
    path: `/api/questionnaire/stakeholderLink/${f.stakeholderLinkId}?year=${Y2}`,
  }),
  materialityMatrix: async () => ({ path: `/api/materiality/${Y2}` }),
  matrixImage: async () => ({ path: `/api/matrix/${Y2}?format=png` }),
};

roleMatrix({
  group: 'questionnaire',
  routes: questionnaireRoutes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: Y2 }]);
    // Platform staff and the board member have no company of their own: the link is another company's.
    const owner =
      c.id === 'platformAdmin' || !caller.token ? (await freshCompany([{ yearEnd: Y2 }])).token : caller.token;
    return { ...caller, ...(await boardWithLink(owner)) };
  },
});
