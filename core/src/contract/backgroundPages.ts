import * as z from 'zod';
import { route } from './route';
import type { PageDeclaration } from '../catalogue/page';
import { boardStatement } from '../pages/background/boardStatement';
import { companyInformation } from '../pages/background/companyInformation';
import { policies } from '../pages/background/policies';
import { reportingBoundaries } from '../pages/background/reportingBoundaries';
import { riskManagement } from '../pages/background/riskManagement';
import { stakeholder } from '../pages/background/stakeholder';
import {
  BoardInfoSave,
  BoardMemberSave,
  BoardMembersSave,
  BoardMembersReply,
  BusinessNatureSave,
  BoardStatusReply,
  BusinessNatureReply,
  BusinessNatureView,
  CityView,
  IdParams,
  ListOptionView,
  LocationDetails,
  LocationList,
  PolicyCombinations,
  PolicyView,
  StakeholderTypes,
  YearParams,
  pageBody,
  yearPageBody,
} from '../domain/background/schemas';
import { PageDataView } from '../domain/pageData/schemas';

const group = 'background' as const;

/** Reads one page's answers for a year: the page-data view of `GET /api/page-data/{pageKey}/{year}`. */
const pageRead = <const P extends string>(path: P, spec: string) =>
  route({
    method: 'GET',
    path,
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: PageDataView,
    spec,
  });

/** Saves one page for a year; the body's values are the page declaration's generated schema. */
const pageWrite = <const P extends string>(path: P, spec: string, page: PageDeclaration) =>
  route({
    method: 'PUT',
    path,
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: pageBody(page),
    response: PageDataView,
    spec,
  });

const list = <const P extends string, R extends z.ZodType>(path: P, spec: string, response: R) =>
  route({ method: 'GET', path, group, access: 'company:read', response, spec });

/**
 * The spec's per-page Background calls (spec §7 "Company", "Locations", "Board and questionnaire",
 * "Policies and stakeholders"; issue 6): thin routes over the page-data store and the page
 * declarations, so a spec call and `/api/page-data/{pageKey}/{year}` read and write the same item.
 * See docs/decisions/0012-page-data.md and docs/spec-coverage.md.
 */
export const backgroundPagesRoutes = {
  // Company information (company_information)
  getCompanyInfo: pageRead('/api/comp/info/{year}', 'GET comp/info/{year}'),
  putCompanyInfo: route({
    method: 'PUT',
    path: '/api/comp/info',
    group,
    access: 'company:write',
    scope: 'company',
    body: yearPageBody(companyInformation),
    response: PageDataView,
    spec: 'PUT /comp/info',
  }),
  getBusinessNature: route({
    method: 'GET',
    path: '/api/comp/business-nature/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: BusinessNatureReply,
    spec: 'GET /comp/business-nature/{year}',
  }),
  putBusinessNature: route({
    method: 'PUT',
    path: '/api/comp/business-nature/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: BusinessNatureSave,
    response: BusinessNatureReply,
    spec: 'PUT /comp/business-nature/{year}',
  }),
  listBusinessNatures: list('/api/fields/business-nature', 'GET /fields/business-nature', z.array(BusinessNatureView)),
  listCurrencies: list('/api/fields/currency', 'GET /fields/currency', z.array(ListOptionView)),
  listCountries: list('/api/fields/country', 'GET /fields/country', z.array(ListOptionView)),
  listCities: list('/api/fields/city', 'GET /fields/city', z.array(CityView)),
  listDistricts: list('/api/fields/district', 'GET /fields/district', z.array(ListOptionView)),
  listLocationTypes: list('/api/fields/location-types', 'GET /fields/location-types', z.array(ListOptionView)),

  // Reporting boundaries (reporting_boundaries): locations with stable ids
  getLocations: pageRead('/api/comp-location/{year}', 'GET /comp-location/{year}'),
  putLocations: pageWrite('/api/comp-location/{year}', 'PUT /comp-location/{year}', reportingBoundaries),
  locationDetails: route({
    method: 'GET',
    path: '/api/comp-location/details/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: IdParams,
    response: LocationDetails,
    spec: 'GET /comp-location/details/{id}',
  }),
  locationsByPeriod: route({
    method: 'GET',
    path: '/api/comp-location/by-comp-period/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: IdParams,
    response: LocationList,
    spec: 'GET /comp-location/by-comp-period/{id}',
  }),
  socialLocations: route({
    method: 'GET',
    path: '/api/comp-location/social/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: IdParams,
    response: LocationList,
    spec: 'GET /comp-location/social/{id}',
  }),
  locationsByYearEnd: route({
    method: 'GET',
    path: '/api/comp-location/by-year-end/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: LocationList,
    spec: 'GET /comp-location/by-year-end/{year}',
  }),

  // Board statement, risk management
  getBoardStatement: pageRead('/api/comp/board-statement/{year}', 'GET /comp/board-statement/{year}'),
  putBoardStatement: pageWrite('/api/comp/board-statement/{year}', 'PUT /comp/board-statement/{year}', boardStatement),
  getRiskManagement: pageRead('/api/comp/risk-management/{year}', 'GET /comp/risk-management/{year}'),
  putRiskManagement: pageWrite('/api/comp/risk-management/{year}', 'PUT /comp/risk-management/{year}', riskManagement),

  // Policies (policies) and stakeholder engagement (stakeholder)
  policyCatalogue: list('/api/policies', 'GET /policies', z.array(PolicyView)),
  companyPolicies: pageRead('/api/policies/comp/{year}', 'GET /policies/comp/{year}'),
  putPolicies: pageWrite('/api/policies/{year}', 'PUT /policies/{year}', policies),
  policyCombinations: route({
    method: 'GET',
    path: '/api/policies/combinations/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: PolicyCombinations,
    spec: 'GET /policies/combinations/{year}',
  }),
  stakeholderTypes: list('/api/stakeholder/types', 'GET stakeholder/types', StakeholderTypes),
  getStakeholders: pageRead('/api/comp-stakeholder/{year}', 'GET comp-stakeholder/{year}'),
  putStakeholders: pageWrite('/api/comp-stakeholder/{year}', 'PUT comp-stakeholder/{year}', stakeholder),

  // Board committee (board_committee)
  boardMembers: route({
    method: 'GET',
    path: '/api/boardmembers/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: BoardMembersReply,
    spec: 'GET /boardmembers/{year}',
  }),
  putBoardMember: route({
    method: 'PUT',
    path: '/api/boardmember/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: BoardMemberSave,
    response: BoardMembersReply,
    spec: 'PUT /boardmember/{year}',
  }),
  putBoardMembers: route({
    method: 'PUT',
    path: '/api/boardmembers/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: BoardMembersSave,
    response: BoardMembersReply,
    spec: 'PUT /boardmembers/{year}',
  }),
  boardStatus: route({
    method: 'GET',
    path: '/api/boardStatus/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: BoardStatusReply,
    spec: 'GET /boardStatus/{year}',
  }),
  boardInfo: route({
    method: 'POST',
    path: '/api/boardInfo',
    group,
    access: 'company:write',
    scope: 'company',
    body: BoardInfoSave,
    response: PageDataView,
    spec: 'POST /boardInfo',
  }),
};
