import { companyRoutes } from '@esg/core/contract/company';
import * as keys from '@esg/core/infra/db/itemKeys';
import { versionOf, newLogin } from '../support/access';
import { freshTenant } from '../support/company';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const YEAR = '2025-12-31';

/** The caller's own company (a fresh one, with YEAR) and the matrix's company that platform routes act on. */
interface Fixture extends CallerFixture {
  tenantId: string;
  target: string;
  platform: boolean;
}

const requests: Requests<typeof companyRoutes, Fixture> = {
  listCompanies: async () => ({ path: '/api/comp/all?size=5' }),
  updateCompany: async (f) => ({
    path: '/api/comp/all',
    body: {
      id: f.target,
      name: `Matrix ${newLogin('c')}`,
      langKey: 'en',
      version: await versionOf(keys.companyIndex(f.target)),
    },
  }),
  onboardCompany: async () => {
    const login = newLogin('m');
    return {
      path: '/api/comp/subscribe/2025-04-01/2026-03-31',
      body: {
        company: { name: `Matrix ${login}`, langKey: 'en' },
        admin: { login, email: `${login}@example.com`, firstName: 'Matrix', lastName: 'Cell' },
      },
    };
  },
  subscribeFirstYear: async (f) => ({
    path: '/api/comp/subscribe/2026-01-01/2026-12-31/own',
    instead: f.platform ? undefined : { status: 400, why: 'the caller’s company subscribes to its first year already' },
  }),
  ownFirstYearRequest: async () => ({ path: '/api/comp/subscribe/own' }),
  approveFirstYear: async (f) => ({
    path: `/api/comp/${f.target}/approveFirstYear`,
    instead: { status: 400, why: 'the matrix’s company has a year and no first year awaiting approval' },
  }),
  getPlatformSettings: async () => ({ path: '/api/platform/settings' }),
  // Saved as it is (approval off): the cell must not change what other tests' self-service starts meet.
  putPlatformSettings: async () => ({
    path: '/api/platform/settings',
    body: { approveFirstYears: false, version: await versionOf(keys.platformSettings()) },
  }),
  createPeriod: async (f) => ({
    path: '/api/compPeriod/new',
    body: {
      companyId: f.target,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      financialYearStartDate: '2026-01-01',
      financialYearEndDate: '2026-12-31',
    },
  }),
  listPeriods: async () => ({ path: '/api/compPeriod' }),
  isPrinted: async () => ({
    path: `/api/compPeriod/isPrinted/${YEAR}`,
  }),
  setPrinted: async (f) => ({
    path: '/api/compPeriod/printed',
    body: { companyId: f.target, yearEnd: YEAR, printed: false, version: await versionOf(keys.period(f.target, YEAR)) },
  }),
  companyLanguage: async () => ({ path: '/api/comp/language' }),
  updateCompanyLanguage: async (f) => ({
    path: `/api/comp/partialUpdateCompanyLanguage/${f.tenantId}/hk`,
  }),
};

let target: Promise<{ tenantId: string }> | undefined;

roleMatrix({
  group: 'company',
  routes: companyRoutes,
  requests,
  fixture: async (c) => ({
    ...(await freshCaller(c, [{ yearEnd: YEAR }])),
    target: (await (target ??= freshTenant([{ yearEnd: YEAR }]))).tenantId,
    platform: c.id === 'platformAdmin',
  }),
});
