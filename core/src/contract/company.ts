import * as z from 'zod';
import { route } from './route';
import {
  CompanyEdit,
  CompanyParam,
  FirstYearRequest,
  OwnFirstYearView,
  PlatformSettings,
  PlatformSettingsEdit,
  CompanyPage,
  CompanyPageQuery,
  CompanyView,
  IsPrintedReply,
  Onboarding,
  OnboardingReply,
  PeriodCreate,
  PeriodView,
  PrintedEdit,
  SubscribeParams,
  YearParam,
} from '../schemas/company';
import { CompanyLanguageParams, CompanyLanguageView } from '../schemas/companyLanguage';

const group = 'company' as const;

/**
 * Companies, subscriptions and reporting periods (docs/spec-coverage.md "Company"). Platform
 * administrators onboard and subscribe companies (they name the company: the one place a company
 * id comes from a request); every company role reads its own periods. See
 * docs/decisions/0009-company-subscription.md.
 */
export const companyRoutes = {
  listCompanies: route({
    method: 'GET',
    path: '/api/comp/all',
    group,
    access: 'platform:admin',
    query: CompanyPageQuery,
    response: CompanyPage,
    spec: 'GET /comp/all',
  }),
  updateCompany: route({
    method: 'PUT',
    path: '/api/comp/all',
    group,
    access: 'platform:admin',
    tenantFrom: 'body.id',
    body: CompanyEdit,
    response: CompanyView,
    spec: 'PUT /comp/all/',
  }),
  onboardCompany: route({
    method: 'POST',
    path: '/api/comp/subscribe/{start}/{end}',
    group,
    access: 'platform:admin',
    params: SubscribeParams,
    body: Onboarding,
    response: OnboardingReply,
    status: 201,
    spec: 'POST /comp/subscribe/{a}/{b}',
  }),
  // The self-service start (ADR 0037): a company administrator subscribes their own
  // company, which has no period yet, to its first reporting year (the financial year start..end).
  subscribeFirstYear: route({
    method: 'POST',
    path: '/api/comp/subscribe/{start}/{end}/own',
    group,
    access: 'users:manage',
    scope: 'company',
    params: SubscribeParams,
    // The year, or (the platform requires approval, ADR 0046) the request awaiting it.
    response: z.union([PeriodView, FirstYearRequest]),
    status: 201,
  }),
  ownFirstYearRequest: route({
    method: 'GET',
    path: '/api/comp/subscribe/own',
    group,
    access: 'company:read',
    scope: 'company',
    response: OwnFirstYearView,
  }),
  approveFirstYear: route({
    method: 'POST',
    path: '/api/comp/{companyId}/approveFirstYear',
    group,
    access: 'platform:admin',
    tenantFrom: 'params.companyId',
    params: CompanyParam,
    response: PeriodView,
    status: 201,
  }),
  getPlatformSettings: route({
    method: 'GET',
    path: '/api/platform/settings',
    group,
    access: 'platform:admin',
    response: PlatformSettings,
  }),
  putPlatformSettings: route({
    method: 'PUT',
    path: '/api/platform/settings',
    group,
    access: 'platform:admin',
    body: PlatformSettingsEdit,
    response: PlatformSettings,
  }),
  createPeriod: route({
    method: 'POST',
    path: '/api/compPeriod/new',
    group,
    access: 'platform:admin',
    tenantFrom: 'body.companyId',
    body: PeriodCreate,
    response: PeriodView,
    status: 201,
    spec: 'POST /compPeriod/new',
  }),
  listPeriods: route({
    method: 'GET',
    path: '/api/compPeriod',
    group,
    access: 'company:read',
    response: z.array(PeriodView),
    spec: 'GET /compPeriod',
  }),
  isPrinted: route({
    method: 'GET',
    path: '/api/compPeriod/isPrinted/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParam,
    response: IsPrintedReply,
    spec: 'GET /compPeriod/isPrinted/{year}',
  }),
  setPrinted: route({
    method: 'PUT',
    path: '/api/compPeriod/printed',
    group,
    access: 'platform:admin',
    tenantFrom: 'body.companyId',
    body: PrintedEdit,
    response: PeriodView,
  }),
  // The company's default language: read by every company role, set by its administrators.
  companyLanguage: route({
    method: 'GET',
    path: '/api/comp/language',
    group,
    access: 'company:read',
    scope: 'company',
    response: CompanyLanguageView,
    spec: 'GET /comp/language',
  }),
  updateCompanyLanguage: route({
    method: 'PATCH',
    path: '/api/comp/partialUpdateCompanyLanguage/{companyId}/{languageMasterId}',
    group,
    access: 'users:manage',
    scope: 'company',
    params: CompanyLanguageParams,
    response: CompanyLanguageView,
    spec: 'PATCH /comp/partialUpdateCompanyLanguage/{companyId}/{languageMasterId}',
  }),
};
