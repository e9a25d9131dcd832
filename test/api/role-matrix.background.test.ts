import { ulid } from 'ulid';
import { routeGroups } from '@esg/core/contract/index';
import * as keys from '@esg/core/infra/db/itemKeys';
import { versionOf } from '../support/access';
import { call } from '../support/api';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';
import { boundaryRow, saveBoundaries } from '../support/resources';
import { POLICY_IDS, member } from '../support/background';

/** The group's routes, its pages' spec aliases included (core/src/contract/pageAliases.ts). */
const routes = routeGroups.background!;

const Y1 = '2024-12-31';
const Y2 = '2025-12-31';

/**
 * The caller's own company (a fresh one with Y1 and Y2, the Y2 boundary saved and last year's
 * community investment and board members entered, so the copies have something to copy) and what its
 * id routes name.
 */
interface Fixture extends CallerFixture {
  tenantId: string;
  platform: boolean;
  periodId: string;
  locations: { hq: string; shop: string; depot: string };
}

const pageVersion = (f: Fixture, pageKey: string, year = Y2) => versionOf(keys.pageData(f.tenantId, year, pageKey));

const no = { answer: 0 };
const company = {
  nameEn: 'Matrix Cell Ltd',
  companyId: '0001',
  languagePreference: 'en',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: Y2,
  businessNature: ['retail'],
  reportingCurrency: 'HKD',
};
const boundary = (f: Fixture) => ({
  locations: [
    boundaryRow('HQ', f.locations.hq),
    boundaryRow('Shop', f.locations.shop),
    boundaryRow('Depot', f.locations.depot, 'no'),
  ],
});

const requests: Requests<typeof routes, Fixture> = {
  // Page data
  getPageData: async () => ({ path: `/api/page-data/anti_corruption/${Y2}` }),
  putPageData: async (f) => ({
    path: `/api/page-data/anti_corruption/${Y2}`,
    body: {
      values: { anyCorruptionCase: no, staffTraining: no },
      version: await pageVersion(f, 'anti_corruption'),
    },
  }),
  copyPageFromLastYear: async () => ({ path: `/api/page-data/community_investment/${Y2}/copy-from-last-year` }),
  copyRowsFromLastYear: async (f) => ({
    path: `/api/page-data/board_committee/${Y2}/copy-from-last-year/members`,
    body: { version: await pageVersion(f, 'board_committee'), replace: true },
  }),

  // Form configuration
  fieldsByPageKey: async () => ({ path: '/api/fields/page-key/company_information' }),
  fieldsByPageKeyScope: async () => ({ path: '/api/fields/page-key/policies/socialTab' }),
  fieldsByPageMaster: async () => ({ path: '/api/fields/page/company_information' }),
  fieldConfigsByYear: async () => ({ path: `/api/fields/configs/company_information/${Y2}` }),
  fieldsByModulePath: async () => ({ path: '/api/fields/module-path/background.company_information' }),
  fieldsByModulePathYear: async () => ({ path: `/api/fields/module-path/by-year/social.anti_corruption/${Y2}` }),
  pageMasterConfig: async () => ({ path: '/api/pages/page-master-configs/path/background.policies' }),
  getFieldConfig: async () => ({ path: '/api/comp-field-config/company_information' }),
  putFieldConfig: async (f) => ({
    path: '/api/comp-field-config',
    body: {
      pageKey: 'company_information',
      hidden: ['nameZh'],
      preferredUnits: [],
      version: await versionOf(keys.fieldConfig(f.tenantId, 'company_information')),
    },
  }),
  evaluateFormula: async () => ({
    path: '/api/formula/evaluate/anti_corruption',
    body: {
      values: {
        anyCorruptionCase: no,
        staffTraining: { answer: 1, details: { trainingHours: '20', participants: '6', audiences: ['directors'] } },
      },
    },
  }),

  // The spec's per-page calls
  getCompanyInfo: async () => ({ path: `/api/comp/info/${Y2}` }),
  putCompanyInfo: async (f) => ({
    path: '/api/comp/info',
    body: { year: Y2, values: company, version: await pageVersion(f, 'company_information') },
  }),
  getBusinessNature: async () => ({ path: `/api/comp/business-nature/${Y2}` }),
  putBusinessNature: async (f) => ({
    path: `/api/comp/business-nature/${Y2}`,
    body: { values: { businessNature: ['retail'] }, version: await pageVersion(f, 'company_information') },
  }),
  listBusinessNatures: async () => ({ path: '/api/fields/business-nature' }),
  listCurrencies: async () => ({ path: '/api/fields/currency' }),
  listCountries: async () => ({ path: '/api/fields/country' }),
  listCities: async () => ({ path: '/api/fields/city' }),
  listDistricts: async () => ({ path: '/api/fields/district' }),
  listLocationTypes: async () => ({ path: '/api/fields/location-types' }),
  getLocations: async () => ({ path: `/api/comp-location/${Y2}` }),
  putLocations: async (f) => ({
    path: `/api/comp-location/${Y2}`,
    body: { values: boundary(f), version: await pageVersion(f, 'reporting_boundaries') },
  }),
  locationDetails: async (f) => ({ path: `/api/comp-location/details/${f.locations.hq}` }),
  locationsByPeriod: async (f) => ({ path: `/api/comp-location/by-comp-period/${f.periodId}` }),
  socialLocations: async (f) => ({ path: `/api/comp-location/social/${f.periodId}` }),
  locationsByYearEnd: async () => ({ path: `/api/comp-location/by-year-end/${Y2}` }),
  getBoardStatement: async () => ({ path: `/api/comp/board-statement/${Y2}` }),
  putBoardStatement: async (f) => ({
    path: `/api/comp/board-statement/${Y2}`,
    body: {
      values: { boardOversight: 'The ESG committee reports to the board quarterly.' },
      version: await pageVersion(f, 'board_statement'),
    },
  }),
  getRiskManagement: async () => ({ path: `/api/comp/risk-management/${Y2}` }),
  putRiskManagement: async (f) => ({
    path: `/api/comp/risk-management/${Y2}`,
    body: {
      values: { riskProcess: 'Annual workshop.', internalControlReview: no },
      version: await pageVersion(f, 'risk_management'),
    },
  }),
  policyCatalogue: async () => ({ path: '/api/policies' }),
  companyPolicies: async () => ({ path: `/api/policies/comp/${Y2}` }),
  putPolicies: async (f) => ({
    path: `/api/policies/${Y2}`,
    body: {
      values: Object.fromEntries(POLICY_IDS.map((id) => [id, no])),
      version: await pageVersion(f, 'policies'),
    },
  }),
  policyCombinations: async () => ({ path: `/api/policies/combinations/${Y2}` }),
  stakeholderTypes: async () => ({ path: '/api/stakeholder/types' }),
  getStakeholders: async () => ({ path: `/api/comp-stakeholder/${Y2}` }),
  putStakeholders: async (f) => ({
    path: `/api/comp-stakeholder/${Y2}`,
    body: {
      values: {
        groups: [{ priority: '1', group: 'employees', channels: ['surveys'], activities: ['training'] }],
      },
      version: await pageVersion(f, 'stakeholder'),
    },
  }),
  boardMembers: async () => ({ path: `/api/boardmembers/${Y2}` }),
  putBoardMember: async (f) => ({
    path: `/api/boardmember/${Y2}`,
    body: { member: member('Alice'), version: await pageVersion(f, 'board_committee') },
  }),
  putBoardMembers: async (f) => ({
    path: `/api/boardmembers/${Y2}`,
    body: { members: [member('Bob'), member('Carol')], version: await pageVersion(f, 'board_committee') },
  }),
  boardStatus: async () => ({ path: `/api/boardStatus/${Y2}` }),
  boardInfo: async (f) => ({
    path: '/api/boardInfo',
    body: {
      year: Y2,
      values: { committeeName: 'ESG Committee', meetingsHeld: '4' },
      version: await pageVersion(f, 'board_committee'),
    },
  }),
};

roleMatrix({
  group: 'background',
  routes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: Y1 }, { yearEnd: Y2 }]);
    const platform = c.id === 'platformAdmin';
    const stand = { ...caller, platform, periodId: ulid(), locations: { hq: ulid(), shop: ulid(), depot: ulid() } };
    if (platform || !caller.token) return stand;
    const token = caller.token;
    const locations = await saveBoundaries(token, [Y2]);
    const lastYear = await call('PUT', `/api/page-data/community_investment/${Y1}`, {
      token,
      body: {
        values: { communityPolicy: 'Harbour clean-ups.', anyContribution: no, anyCharitableActivity: no },
        version: 0,
      },
    });
    if (lastYear.status !== 200) throw new Error(`fixture: ${JSON.stringify(lastYear.body)}`);
    const board = await call('PUT', `/api/boardmembers/${Y1}`, {
      token,
      body: { members: [member('Dana')], version: 0 },
    });
    if (board.status !== 200) throw new Error(`fixture: ${JSON.stringify(board.body)}`);
    const periods = (await call('GET', '/api/compPeriod', { token })).body as { id: string; yearEnd: string }[];
    return { ...stand, locations, periodId: periods.find((p) => p.yearEnd === Y2)!.id };
  },
});
