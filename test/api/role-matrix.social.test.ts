import { routeGroups } from '@esg/core/contract/index';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { PNG, putTicket, withMagic } from '../support/files';
import { periodCaller, roleMatrix, type PeriodFixture, type Requests } from '../support/matrix';
import { DUE, letHoursPass, sendRequest, shareAnswer } from '../support/suppliers';

/** The group's routes, its pages' spec aliases included (core/src/contract/pageAliases.ts). */
const routes = routeGroups.social!;

const Y2 = '2025-12-31';

/**
 * Supplier data requests (ADR 0119) of the caller's company (another company's for callers with none):
 * one to remind, one to withdraw, one link to open and answer, one to upload evidence through.
 */
interface Suppliers {
  remindId: string;
  withdrawId: string;
  answerLink: string;
  evidenceLink: string;
  uploadedId: string;
}
type Fixture = PeriodFixture & Suppliers;

const EVIDENCE = { name: 'audit.png', type: 'image/png', size: 64 };

async function suppliersOf(owner: string, tenantId: string): Promise<Suppliers> {
  const [remind, withdraw, answer, evidence] = await Promise.all(
    ['Remind Ltd', 'Withdraw Ltd', 'Answer Ltd', 'Evidence Ltd'].map((supplierName) =>
      sendRequest(owner, Y2, { supplierName }),
    ),
  );
  // Mailed a day ago: a reminder can go (ADR 0119 amended).
  await letHoursPass(tenantId, Y2, remind!.id, 25);
  const up = await call('POST', '/api/supplier/evidence', { body: { id: evidence!.link, files: [EVIDENCE] } });
  if (up.status !== 201) throw new Error(`fixture: ${JSON.stringify(up.body)}`);
  await putTicket(up.body.files[0], withMagic(PNG, EVIDENCE.size));
  return {
    remindId: remind!.id,
    withdrawId: withdraw!.id,
    answerLink: answer!.link,
    evidenceLink: evidence!.link,
    uploadedId: up.body.files[0].id as string,
  };
}

/** The page's current version (0 when the caller cannot read it): several routes save the same page. */
const versionAt = async (f: Fixture, path: string) =>
  f.token ? (((await call('GET', path, { token: f.token })).body.version as number | undefined) ?? 0) : 0;
/** `PUT {path}` with valid values on top of whatever the caller's earlier cells saved. */
const putOn = (route: string, values: unknown) => async (f: Fixture) => {
  const path = `/api/${route}/${f.periodId}`;
  return { path, body: { values, version: await versionAt(f, path) } };
};

const requests: Requests<typeof routes, Fixture> = {
  getEmployees: async (f) => ({ path: `/api/employee/${f.periodId}` }),
  putEmployees: async (f) => ({
    path: '/api/employee/batch',
    body: { id: f.periodId, values: { beginTotal: '3', beginMale: '2', beginFemale: '1' }, version: 0 },
  }),
  getHealthSafety: async () => ({ path: `/api/health-safety?year=${Y2}` }),
  putHealthSafety: async () => ({
    path: '/api/health-safety',
    body: { year: Y2, values: { fatalities: '0', lostDays: '12.5' }, version: 0 },
  }),
  getDevTrain: async (f) => ({ path: `/api/dev-train/${f.periodId}` }),
  putDevTrain: async (f) => ({
    path: `/api/dev-train/batch/${f.periodId}`,
    body: { values: { employeesTotal: '4', traineesTotal: '2', trainingHoursTotal: '10' }, version: 0 },
  }),
  getSupplyChain: async (f) => ({ path: `/api/supply-chain/${f.periodId}` }),
  putSupplyChain: async (f) => ({
    path: `/api/supply-chain/${f.periodId}`,
    body: {
      values: { suppliersByRegion: [{ region: 'Hong Kong', suppliers: '3' }], suppliersEngaged: '2' },
      version: 0,
    },
  }),
  getProduct: async (f) => ({ path: `/api/product/${f.periodId}` }),
  putProduct: async (f) => ({
    path: `/api/product/${f.periodId}`,
    body: { values: { productsSold: '1000', productsRecalled: '1' }, version: 0 },
  }),
  getAntiCorruption: async (f) => ({ path: `/api/anti-corruption/${f.periodId}` }),
  putAntiCorruption: putOn('anti-corruption', { anyCorruptionCase: { answer: 0 } }),
  getAntiCorruptionTrain: async (f) => ({ path: `/api/anti-corruption-train/${f.periodId}` }),
  putAntiCorruptionTrain: putOn('anti-corruption-train', { staffTraining: { answer: 0 } }),
  getCommunityInvestment: async (f) => ({ path: `/api/community-investment/${f.periodId}` }),
  putCommunityInvestment: putOn('community-investment', {
    anyContribution: { answer: 0 },
    anyCharitableActivity: { answer: 0 },
  }),
  getCommunityResources: async (f) => ({ path: `/api/community-investment/resources/${f.periodId}` }),
  putCommunityResources: putOn('community-investment/resources', { anyContribution: { answer: 0 } }),
  getCommunityActivities: async (f) => ({ path: `/api/community-investment/activities/${f.periodId}` }),
  putCommunityActivities: putOn('community-investment/activities', { anyCharitableActivity: { answer: 0 } }),
  getCommunityArea: async (f) => ({ path: `/api/community-investment/area/${f.periodId}` }),
  putCommunityArea: putOn('community-investment/area', { focusAreas: ['education'] }),
  supplierRequests: async () => ({ path: `/api/supplierRequests/${Y2}` }),
  sendSupplierRequest: async () => ({
    path: `/api/supplierRequests/${Y2}`,
    body: {
      supplierName: 'Matrix Ltd',
      contactName: 'Mo Lee',
      email: 'mo.lee@example.com',
      language: 'en',
      dueDate: DUE,
    },
  }),
  remindSupplierRequest: async (f) => ({
    path: `/api/supplierRequest/${f.remindId}/remind`,
    body: { year: Y2, version: 1 },
  }),
  withdrawSupplierRequest: async (f) => ({
    path: `/api/supplierRequest/${f.withdrawId}/withdraw`,
    body: { year: Y2, version: 1 },
  }),
  openSupplierLink: async (f) => ({ path: `/api/supplier/q/${f.answerLink}` }),
  submitSupplierAnswer: async (f) => ({ path: '/api/supplier', body: shareAnswer(f.answerLink) }),
  requestSupplierUpload: async (f) => ({
    path: '/api/supplier/evidence',
    body: { id: f.evidenceLink, files: [EVIDENCE] },
  }),
  confirmSupplierUpload: async (f) => ({
    path: '/api/supplier/evidence/confirm',
    body: { id: f.evidenceLink, fileId: f.uploadedId },
  }),
};

roleMatrix({
  group: 'social',
  routes,
  requests,
  fixture: async (c) => {
    const caller = await periodCaller(c, Y2);
    // Platform staff and the board member have no company of their own: the requests are another company's.
    const owner =
      c.id === 'platformAdmin' || !caller.token
        ? await freshCompany([{ yearEnd: Y2 }])
        : { ...caller, token: caller.token };
    return { ...caller, ...(await suppliersOf(owner.token, owner.tenantId)) };
  },
});
