import { companyRoutes } from '@esg/core/contract/company';
import * as Companies from '@esg/core/domain/company/companies';
import * as CompanyLanguage from '@esg/core/domain/company/language';
import { subscribeFirstYear } from '@esg/core/domain/company/firstYear';
import * as Approval from '@esg/core/domain/company/approval';
import * as PlatformSettings from '@esg/core/domain/company/platformSettings';
import { onboardCompany } from '@esg/core/domain/company/onboard';
import { createPeriod } from '@esg/core/domain/periods/create';
import * as Periods from '@esg/core/domain/periods/read';
import { setPrinted } from '@esg/core/domain/periods/printed';
import { groupHandler } from '../http/group';

/** Companies, onboarding, reporting periods and the printed (locked) flag. */
export const handler = groupHandler(companyRoutes, {
  listCompanies: async ({ m, query }) => Companies.listCompanies(m, query),
  updateCompany: async ({ m, body }) => Companies.updateCompany(m, body),
  onboardCompany: async ({ m, params, body }) => onboardCompany(m, params, body),
  subscribeFirstYear: async ({ m, params }) => subscribeFirstYear(m, params),
  ownFirstYearRequest: async ({ m }) => Approval.ownFirstYearRequest(m),
  approveFirstYear: async ({ m, params }) => Approval.approveFirstYear(m, params.companyId),
  getPlatformSettings: async ({ m }) => PlatformSettings.getPlatformSettings(m),
  putPlatformSettings: async ({ m, body }) => PlatformSettings.putPlatformSettings(m, body),
  createPeriod: async ({ m, body }) => createPeriod(m, body),
  listPeriods: async ({ m }) => Periods.listPeriods(m),
  isPrinted: async ({ m, params }) => Periods.isPrinted(m, params.year),
  setPrinted: async ({ m, body }) => setPrinted(m, body),
  companyLanguage: async ({ m }) => CompanyLanguage.companyLanguage(m),
  updateCompanyLanguage: async ({ m, params }) => CompanyLanguage.updateCompanyLanguage(m, params),
});
