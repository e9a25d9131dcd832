import * as z from 'zod';
import { route } from './route';
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
  PeriodIdParams,
  ListOptionView,
  LocationDetails,
  LocationList,
  PolicyCombinations,
  PolicyView,
  StakeholderTypes,
  YearParams,
} from '../schemas/pageBodies';
import { PageDataView } from '../schemas/pageData';

const group = 'background' as const;

const list = <const P extends string, R extends z.ZodType>(path: P, spec: string, response: R) =>
  route({ method: 'GET', path, group, access: 'company:read', response, spec });

/**
 * The spec's Background calls that answer more than a page's data (docs/spec-coverage.md "Company", "Locations",
 * "Board and questionnaire", "Policies and stakeholders"): business nature, reference lists,
 * locations, policies' combinations, the board. The plain page aliases are generated from the page
 * modules (pageAliases.ts, ADR 0080).
 * See docs/decisions/0012-page-data.md and docs/spec-coverage.md.
 */
export const backgroundPagesRoutes = {
  // Company information (company_information): its business natures
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

  // Reporting boundaries (reporting_boundaries): the locations, with stable ids
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
    params: PeriodIdParams,
    response: LocationList,
    spec: 'GET /comp-location/by-comp-period/{id}',
  }),
  socialLocations: route({
    method: 'GET',
    path: '/api/comp-location/social/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: PeriodIdParams,
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

  // Policies (policies) and stakeholder engagement (stakeholder)
  policyCatalogue: list('/api/policies', 'GET /policies', z.array(PolicyView)),
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
