import { ulid } from 'ulid';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { taskActionRoutes } from '@esg/core/contract/taskActions';
import { yearLockRoutes } from '@esg/core/contract/yearLock';
import { WHOLE_FIELD } from '@esg/core/schemas/workflow';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { progressRoutes } from '@esg/core/contract/progress';
import { call } from '../support/api';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';
import { saveBoundaries } from '../support/resources';
import { directorLink, readyForSignOff } from '../support/signOff';

const Y = '2025-12-31';
/** The year the caller's company has ready for the board's sign-off (every page approved, a board, a draft). */
const Y2 = '2024-12-31';
const base = `/api/workflow/${Y}`;
const task = (page: string) => `${base}/tasks/${page}`;

interface Fixture extends CallerFixture {
  hq: string;
  shop: string;
  replyTo: string;
  toResolve: string;
  /** corp_awards' task version when the submit cell runs: 1 after the administrator's assign cell created it. */
  submitVersion: number;
  /** A director's sign-off link of another company (the public routes take no token). */
  director: string;
}

async function post(token: string, path: string, body: unknown, method = 'POST') {
  const res = await call(method, path, { token, body });
  if (res.status >= 300) throw new Error(`fixture ${path}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A company of the caller's own with something to act on for every route: pages with answers, a submitted page
 * and location, an approved location (the administrator approves their own with a reason) and two comment threads.
 */
async function fixture(c: Parameters<typeof freshCaller>[0]): Promise<Fixture> {
  const caller = await freshCaller(c, [{ yearEnd: Y }, { yearEnd: Y2 }]);
  const director = await directorLink(Y2);
  const none = { ...caller, hq: ulid(), shop: ulid(), replyTo: ulid(), toResolve: ulid(), submitVersion: 0, director };
  if (!caller.token || c.id === 'platformAdmin') return none;
  const token = caller.token;
  const { hq, shop } = await saveBoundaries(token, [Y]);
  const answers = {
    corp_awards: { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] },
    prof_quali: { qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }] },
  };
  for (const [page, values] of Object.entries(answers))
    await post(token, `/api/page-data/${page}/${Y}`, { values, version: 0 }, 'PUT');
  const a = await post(token, `${task('employment')}/comments`, { field: WHOLE_FIELD, text: 'Check the totals.' });
  const b = await post(token, `${task('employment')}/comments`, { field: WHOLE_FIELD, text: 'And the ages.' });
  if (c.id === 'companyAdmin') {
    await readyForSignOff({ tenantId: caller.tenantId, token }, Y2);
    await post(token, `${task('prof_quali')}/submit`, { version: 0 });
    await post(token, `${task('electricities')}/submit`, { location: hq, version: 0 });
    await post(token, `${task('electricities')}/submit`, { location: shop, version: 0 });
    await post(token, `${task('electricities')}/approve`, {
      location: shop,
      version: 1,
      overrideReason: 'Sole reviewer',
    });
  }
  return {
    ...caller,
    hq,
    shop,
    replyTo: a.id,
    toResolve: b.id,
    submitVersion: c.id === 'companyAdmin' ? 1 : 0,
    director,
  };
}

// The review's routes, whichever group runs them (a task's actions, the year's status and its lock run in reporting,
// ADR 0160, 0161). In the order the cells run: assignments before the actions on the tasks, the year's lock after them.
const routes = { ...workflowRoutes, ...taskActionRoutes, ...yearLockRoutes, ...signOffRoutes, ...progressRoutes };
const requests: Requests<typeof routes, Fixture> = {
  workflowMatrix: async () => ({ path: `${base}?section=miscellaneous` }),
  workflowMine: async () => ({ path: `${base}/mine` }),
  workflowProgress: async () => ({ path: `${base}/progress` }),
  workflowAssign: async () => ({
    path: `${base}/assign`,
    body: { tasks: [{ pageKey: 'corp_awards' }], owners: [], dueDate: '2026-03-31' },
  }),
  workflowSubmit: async (f) => ({ path: `${task('corp_awards')}/submit`, body: { version: f.submitVersion } }),
  // The submission the submit cell just made, withdrawn.
  workflowWithdraw: async (f) => ({ path: `${task('corp_awards')}/withdraw`, body: { version: f.submitVersion + 1 } }),
  workflowReturn: async () => ({
    path: `${task('prof_quali')}/return`,
    body: { version: 1, comment: 'Add the year.' },
  }),
  workflowApprove: async (f) => ({
    path: `${task('electricities')}/approve`,
    body: { location: f.hq, version: 1, overrideReason: 'Sole reviewer' },
  }),
  workflowReopen: async (f) => ({
    path: `${task('electricities')}/reopen`,
    body: { location: f.shop, version: 2, reason: 'A bill arrived late.' },
  }),
  workflowReview: async () => ({ path: `${task('corp_awards')}/review` }),
  workflowComment: async () => ({ path: `${task('corp_awards')}/comments`, body: { field: 'awards', text: 'Why?' } }),
  workflowReply: async (f) => ({
    path: `${task('employment')}/comments/${f.replyTo}/replies`,
    body: { text: 'Done.' },
  }),
  workflowResolve: async (f) => ({
    path: `${task('employment')}/comments/${f.toResolve}/resolve`,
    body: { version: 1 },
  }),
  workflowSignOff: async () => ({ path: `/api/workflow/${Y2}/signoff` }),
  workflowSendSignOff: async () => ({ path: `/api/workflow/${Y2}/signoff` }),
  openSignOff: async (f) => ({ path: `/api/signoff/${f.director}` }),
  answerSignOff: async (f) => ({ path: '/api/signoff', body: { id: f.director, decision: 'approve' } }),
  // The fixture's year leaves provisions open: an allowed caller's lock is refused for them, not for the caller
  // (test/api/year-lock.test.ts locks a complete year).
  workflowLock: async () => ({
    path: `${base}/lock`,
    body: { overrideReason: 'The board met early.' },
    instead: { status: 422, why: 'the year leaves provisions open, so its final report would be refused' },
  }),
  // Home's review of the year (ADR 0134)
  sectionStatus: async () => ({ path: `/api/section-status/${Y}` }),
  disclosureStatus: async () => ({ path: `/api/disclosure-status/${Y}` }),
};

roleMatrix({ group: 'workflow', routes, requests, fixture });
