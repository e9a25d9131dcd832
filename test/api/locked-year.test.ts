import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { contract } from '@esg/core/contract/index';
import type { RouteDef } from '@esg/core/contract/route';
import { PER_KIND_ROUTE } from '@esg/core/contract/environmental';
import { YearIdParams, type ResourceRowView, type ResourceType } from '@esg/core/schemas/resources';
import * as keys from '@esg/core/infra/db/itemKeys';
import { queryAll } from '@esg/core/infra/db/repo';
import { versionOf } from '../support/access';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { boundaryRow, every, saveBoundaries } from '../support/resources';
import { downloadTemplate, importWorkbook } from '../support/excel';
import { whoIs } from '../support/tenants';
import { POLICY_IDS, member } from '../support/background';
import { printedYearLink } from '../support/questionnaire';
import { ALLOWED_ON_PRINTED, NOT_OF_A_YEAR } from './lockedYearClasses';
import { linkedRequests } from './lockedYearLinks';
import { workflowRequests } from './lockedYearWorkflow';

/**
 * ADR 0004: a printed reporting year is read-only. Every write of the route contract is classified
 * here (a new write route fails the first test until someone decides), and every year-scoped one is
 * sent a request that would succeed on an open year, as acme.admin against Acme's printed FY2024
 * (demo seed): each must answer 423 and leave no audit item, i.e. change nothing.
 */
const Y1 = '2024-12-31';

interface Caller {
  token: string;
  tenantId: string;
}
interface LockedRequest {
  path: string;
  body?: unknown;
  /** Who sends it, when not acme.admin (see printedFiles). */
  as?: Caller;
}
type Build = () => Promise<LockedRequest>;

let acme: Caller;
beforeAll(async () => {
  acme = { token: await signIn('acme.admin'), tenantId: (await whoIs('acme.admin')).tenantId };
  // The first call of a sign-in records the session (with its audit item): get it out of the way.
  const printed = await call('GET', `/api/compPeriod/isPrinted/${Y1}`, { token: acme.token });
  expect(printed.body, 'the demo seed prints Acme FY2024').toEqual({ yearEnd: Y1, printed: true });
});

// --- environmental rows: edits of the printed year's own rows, or copies of them as new rows ---

const rowsOf = async (type: ResourceType) =>
  (await call('GET', `/api/resource/${type}/${Y1}`, { token: acme.token })).body.rows as ResourceRowView[];

/** A new row like the year's first row of the type (the seed has no material rows: one of steel at HQ). */
async function newRow(type: ResourceType) {
  const [row] = await rowsOf(type);
  if (row) return { locationId: row.locationId, unit: row.unit, months: row.months, attributes: row.attributes };
  const [hq] = await rowsOf('electricity');
  return { locationId: hq!.locationId, unit: 'kg', months: every('1'), attributes: { material: 'Steel' } };
}

/** A correction of the year's first row of the type: January plus one. */
async function editRows(type: ResourceType) {
  const [row] = await rowsOf(type);
  if (!row) return { rows: [{ version: 0, ...(await newRow(type)) }] };
  const months = [String(Number(row.months[0] || 0) + 1), ...row.months.slice(1)];
  const { id, version, locationId, unit, attributes } = row;
  return { rows: [{ id, version, locationId, unit, months, attributes }] };
}

/** The spec's per-kind writes (`{id}` is the year end), generated from the contract's per-kind table. */
const perKindRequests: Record<string, Build> = Object.fromEntries(
  Object.entries(PER_KIND_ROUTE)
    .filter(([, { call }]) => call !== 'get')
    .map(([id, { type, call }]) => {
      const path = contract[id]!.path.replace('{id}', Y1);
      const body = call === 'put' ? () => editRows(type) : () => newRow(type);
      return [id, async () => ({ path, body: await body() })];
    }),
);

const resourceRequests: Record<string, Build> = {
  ...perKindRequests,
  saveResourceRows: async () => ({ path: `/api/resource/electricity/${Y1}`, body: await editRows('electricity') }),
  newResourceBatch: async () => ({
    path: '/api/resource/waste/newBatch',
    body: { year: Y1, rows: [await newRow('waste')] },
  }),
  // The GWP set the year's emissions use: AR6 instead of the AR5 the seed leaves.
  saveReportSettings: async () => {
    const current = await call('GET', `/api/report-settings/${Y1}`, { token: acme.token });
    return { path: `/api/report-settings/${Y1}`, body: { gwpSet: 'AR6', version: current.body.version } };
  },
  deleteResourceRow: async () => {
    const [row] = await rowsOf('fuel');
    return { path: `/api/resource/fuel/${Y1}/${row!.id}?version=${row!.version}` };
  },
};

// --- background pages: the answers the role matrix saves on an open year ---

const no = { answer: 0 };
const pageVersion = (pageKey: string) => versionOf(keys.pageData(acme.tenantId, Y1, pageKey));
const backgroundRequests: Record<string, Build> = {
  putPageData: async () => ({
    path: `/api/page-data/anti_corruption/${Y1}`,
    body: { values: { anyCorruptionCase: no, staffTraining: no }, version: await pageVersion('anti_corruption') },
  }),
  // Acme's FY2024 is its first year, so there is nothing to copy; the lock is checked before that.
  copyPageFromLastYear: async () => ({ path: `/api/page-data/community_investment/${Y1}/copy-from-last-year` }),
  copyRowsFromLastYear: async () => ({
    path: `/api/page-data/board_committee/${Y1}/copy-from-last-year/members`,
    body: { version: await pageVersion('board_committee'), replace: true },
  }),
  putCompanyInfo: async () => ({
    path: '/api/comp/info',
    body: {
      year: Y1,
      values: {
        nameEn: 'Acme Holdings Ltd',
        companyId: '0001',
        languagePreference: 'en',
        financialYearStartDate: '2024-01-01',
        financialYearEndDate: Y1,
        businessNature: ['retail'],
        reportingCurrency: 'HKD',
      },
      version: await pageVersion('company_information'),
    },
  }),
  putBusinessNature: async () => ({
    path: `/api/comp/business-nature/${Y1}`,
    body: { values: { businessNature: ['retail'] }, version: await pageVersion('company_information') },
  }),
  putLocations: async () => ({
    path: `/api/comp-location/${Y1}`,
    body: {
      values: { locations: [boundaryRow('HQ', ulid()), boundaryRow('Shop', ulid())] },
      version: await pageVersion('reporting_boundaries'),
    },
  }),
  putBoardStatement: async () => ({
    path: `/api/comp/board-statement/${Y1}`,
    body: {
      values: { boardOversight: 'The ESG committee reports to the board quarterly.' },
      version: await pageVersion('board_statement'),
    },
  }),
  putRiskManagement: async () => ({
    path: `/api/comp/risk-management/${Y1}`,
    body: {
      values: { riskProcess: 'Annual workshop.', internalControlReview: no },
      version: await pageVersion('risk_management'),
    },
  }),
  putPolicies: async () => ({
    path: `/api/policies/${Y1}`,
    body: { values: Object.fromEntries(POLICY_IDS.map((id) => [id, no])), version: await pageVersion('policies') },
  }),
  putStakeholders: async () => ({
    path: `/api/comp-stakeholder/${Y1}`,
    body: {
      values: { groups: [{ priority: '1', group: 'employees', channels: ['surveys'], activities: ['training'] }] },
      version: await pageVersion('stakeholder'),
    },
  }),
  putBoardMember: async () => ({
    path: `/api/boardmember/${Y1}`,
    body: { member: member('Alice'), version: await pageVersion('board_committee') },
  }),
  putBoardMembers: async () => ({
    path: `/api/boardmembers/${Y1}`,
    body: { members: [member('Bob'), member('Carol')], version: await pageVersion('board_committee') },
  }),
  boardInfo: async () => ({
    path: '/api/boardInfo',
    body: {
      year: Y1,
      values: { committeeName: 'ESG Committee', meetingsHeld: '4' },
      version: await pageVersion('board_committee'),
    },
  }),
};

// --- social: the spec's calls name the year by its company period's id ---

const periodOf = async (year: string) =>
  (await call('GET', `/api/comp-location/by-year-end/${year}`, { token: acme.token })).body.periodId as string;
/** `PUT /api/{path}/{id}` of a page part (or whole page) with valid values, on the printed year. */
const periodPart = (id: string, path: string, pageKey: string, values: unknown): Record<string, Build> => ({
  [id]: async () => ({
    path: `/api/${path}/${await periodOf(Y1)}`,
    body: { values, version: await pageVersion(pageKey) },
  }),
});
const socialRequests: Record<string, Build> = {
  putEmployees: async () => ({
    path: '/api/employee/batch',
    body: { id: await periodOf(Y1), values: {}, version: await pageVersion('employment') },
  }),
  putHealthSafety: async () => ({
    path: '/api/health-safety',
    body: { year: Y1, values: {}, version: await pageVersion('health_safety') },
  }),
  putDevTrain: async () => ({
    path: `/api/dev-train/batch/${await periodOf(Y1)}`,
    body: { values: {}, version: await pageVersion('development_training') },
  }),
  putSupplyChain: async () => ({
    path: `/api/supply-chain/${await periodOf(Y1)}`,
    body: { values: {}, version: await pageVersion('supply_chain') },
  }),
  putProduct: async () => ({
    path: `/api/product/${await periodOf(Y1)}`,
    body: { values: {}, version: await pageVersion('product') },
  }),
  ...periodPart('putAntiCorruption', 'anti-corruption', 'anti_corruption', { anyCorruptionCase: { answer: 0 } }),
  ...periodPart('putAntiCorruptionTrain', 'anti-corruption-train', 'anti_corruption', {
    staffTraining: { answer: 0 },
  }),
  ...periodPart('putCommunityInvestment', 'community-investment', 'community_investment', {
    anyContribution: { answer: 0 },
    anyCharitableActivity: { answer: 0 },
  }),
  ...periodPart('putCommunityResources', 'community-investment/resources', 'community_investment', {
    anyContribution: { answer: 0 },
  }),
  ...periodPart('putCommunityActivities', 'community-investment/activities', 'community_investment', {
    anyCharitableActivity: { answer: 0 },
  }),
  ...periodPart('putCommunityArea', 'community-investment/area', 'community_investment', { focusAreas: [] }),
  ...periodPart('putProfQuali', 'prof-quali', 'prof_quali', {
    qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }],
  }),
  ...periodPart('putCorpAward', 'corp-award', 'corp_awards', {
    awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }],
  }),
};

// --- files: the year is named by the path, or by the file the id points at ---

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);

/**
 * Acme's printed year can hold no file (it was printed by the seed), so confirm and delete act on a
 * company of their own: two PDFs uploaded while FY2024 was open (one confirmed, one PUT but not yet
 * confirmed), then the year printed by the platform administrator, as in production.
 */
/** Prints a company's FY2024 as the platform administrator does in production. */
async function printY1(companyId: string) {
  const print = await call('PUT', '/api/compPeriod/printed', {
    token: await signIn('platform.admin'),
    body: { companyId, yearEnd: Y1, printed: true, version: await versionOf(keys.period(companyId, Y1)) },
  });
  expect(print.status, JSON.stringify(print.body)).toBe(200);
}

let printed: Promise<Caller & { pending: string; confirmed: string }> | undefined;
function printedFiles() {
  printed ??= (async () => {
    const co = await freshCompany([{ yearEnd: Y1 }], 'companyAdmin');
    const bytes = [pdf(), pdf()];
    const files = bytes.map((b, i) => ({ name: `evidence-${i}.pdf`, type: 'application/pdf', size: b.length }));
    const tickets = await call('POST', `/api/files/attachment/${Y1}`, { token: co.token, body: { files } });
    expect(tickets.status, JSON.stringify(tickets.body)).toBe(201);
    const [confirmed, pending] = tickets.body.files as { id: string; url: string; headers: Record<string, string> }[];
    for (const [i, t] of [confirmed!, pending!].entries())
      expect((await fetch(t.url, { method: 'PUT', headers: t.headers, body: bytes[i] })).status).toBe(200);
    expect((await call('POST', `/api/file/${confirmed!.id}/confirm`, { token: co.token })).status).toBe(200);
    await printY1(co.tenantId);
    return { token: co.token, tenantId: co.tenantId, pending: pending!.id, confirmed: confirmed!.id };
  })();
  return printed;
}

const fileRequests: Record<string, Build> = {
  requestUpload: async () => ({
    path: `/api/files/attachment/${Y1}`,
    body: { files: [{ name: 'late-evidence.pdf', type: 'application/pdf', size: 4096 }] },
  }),
  confirmUpload: async () => {
    const co = await printedFiles();
    return { path: `/api/file/${co.pending}/confirm`, as: co };
  },
  deleteFiles: async () => {
    const co = await printedFiles();
    return { path: '/api/file/batch', body: { ids: [co.confirmed] }, as: co };
  },
};

// --- the board questionnaire: Acme's printed FY2024, or a link of a year printed after sending ---

const questionnaireRequests: Record<string, Build> = {
  putMaterialityTopics: async () => ({
    path: `/api/materiality/topics/${Y1}`,
    body: { version: 0, threshold: 6, topics: [{ id: 'A1', name: 'Emissions to air', description: null }] },
  }),
  sendBoardEmail: async () => ({ path: `/api/questionnaire/sendBoardEmail/${ulid()}`, body: { year: Y1 } }),
  sendBoardEmails: async () => ({ path: `/api/questionnaire/sendBoardEmails/${Y1}` }),
  resetBoardMember: async () => ({ path: `/api/boardmember/reset/${ulid()}`, body: { year: Y1 } }),
  createStakeholderLink: async () => ({
    path: `/api/questionnaire/stakeholderLinks/${Y1}`,
    body: { name: 'Employees' },
  }),
  renameStakeholderLink: async () => ({
    path: `/api/questionnaire/stakeholderLink/${ulid()}`,
    body: { year: Y1, name: 'Staff' },
  }),
  deleteStakeholderLink: async () => ({ path: `/api/questionnaire/stakeholderLink/${ulid()}?year=${Y1}` }),
  submitQuestionnaire: async () => {
    const co = await printedYearLink();
    return { path: '/api/questionnaire', body: co.body, as: co };
  },
};

/** Year-scoped writes: 423 on a printed year. */
const LOCKED: Record<string, Build> = {
  ...workflowRequests(Y1),
  ...resourceRequests,
  ...backgroundRequests,
  ...socialRequests,
  ...fileRequests,
  requestExcelImport: async () => ({
    path: `/api/archived-result/excel/${Y1}`,
    body: { name: 'late-figures.xlsx', size: 4096 },
  }),
  commitExcelImport: async () => {
    // An import validated while the year was open, then the year printed before the commit.
    const co = await freshCompany([{ yearEnd: Y1 }], 'companyAdmin');
    await saveBoundaries(co.token, [Y1]);
    const { view } = await importWorkbook(co.token, Y1, (await downloadTemplate(co.token, Y1)).bytes);
    expect(view.status).toBe('READY');
    await printY1(co.tenantId);
    return { path: `/api/excel-import/${view.id}/commit`, as: co };
  },
  ...questionnaireRequests,
  ...linkedRequests(Y1, printY1),
  // Assurance checks (ADRs 0106, 0107): a zero confirmed or an anomaly explained is the year's record too.
  confirmZeros: async () => {
    const [row] = await rowsOf('water');
    return {
      path: `/api/completeness/${Y1}/zero`,
      body: { type: 'water', rowId: row!.id, months: [0], confirmed: true },
    };
  },
  explainAnomaly: async () => {
    const [row] = await rowsOf('water');
    return { path: `/api/anomalies/${Y1}/row.water.${row!.id}.m0/explanation`, body: { comment: 'Too late.' } };
  },
};

const writes = Object.entries(contract).filter(([, r]) => r.method !== 'GET' && r.method !== 'HEAD');
const hasField = (schema: unknown, field: string) =>
  (schema as { shape?: Record<string, unknown> } | undefined)?.shape?.[field] !== undefined;
/** A route names a reporting year in its path (`{year}`, the spec's year `{id}`) or its body. */
const namesAYear = (r: RouteDef) => r.path.includes('{year}') || r.params === YearIdParams || hasField(r.body, 'year');

/** Audit items of a tenant written while serving one request (this month's and, at a month's turn, last month's). */
async function auditedBy(tenantId: string, requestId: string, since: number) {
  const months = [...new Set([since, Date.now()].map((t) => new Date(t).toISOString().slice(0, 7)))];
  const items = await Promise.all(
    months.map((m) => queryAll<{ requestId?: string; action: string }>(keys.auditMonth(tenantId, m))),
  );
  return items.flat().filter((a) => a.requestId === requestId);
}

describe('a printed year refuses every year-scoped write (423) and audits nothing', () => {
  it('classifies every write route of the contract exactly once', () => {
    const tables = [LOCKED, ALLOWED_ON_PRINTED, NOT_OF_A_YEAR].map((t) => Object.keys(t));
    expect(tables.flat().sort()).toEqual(writes.map(([id]) => id).sort());
    // A route that names a year is year data unless the reason it is not is written above.
    const yearNaming = writes.filter(([, r]) => namesAYear(r)).map(([id]) => id);
    expect(yearNaming.filter((id) => id in NOT_OF_A_YEAR)).toEqual([]);
  });

  it.each(Object.keys(LOCKED).map((id) => [`${contract[id]!.method} ${contract[id]!.path}`, id] as const))(
    '%s',
    async (_route, id) => {
      const req = await LOCKED[id]!();
      const as = req.as ?? acme;
      const since = Date.now();
      const res = await call(contract[id]!.method, req.path, { token: as.token, body: req.body });
      expect(res.status, JSON.stringify(res.body)).toBe(423);
      expect(res.body).toMatchObject({
        success: false,
        code: 'LOCKED',
        status: 423,
        message: 'This reporting year has been printed and is locked.',
      });
      const requestId = res.body.meta.requestId as string;
      expect(requestId).toMatch(/\S/);
      expect(await auditedBy(as.tenantId, requestId, since)).toEqual([]);
    },
  );
});
