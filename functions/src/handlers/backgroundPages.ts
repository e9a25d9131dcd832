import { backgroundPagesRoutes } from '@esg/core/contract/backgroundPages';
import {
  Boundaries,
  BoardStatement,
  CompanyInfo,
  Policies,
  RiskManagement,
  Stakeholders,
} from '@esg/core/domain/background/pages';
import { readBusinessNature, saveBusinessNature } from '@esg/core/domain/background/businessNature';
import { ReferenceLists } from '@esg/core/domain/background/lists';
import * as Locations from '@esg/core/domain/background/locations';
import * as Board from '@esg/core/domain/background/board';
import { POLICY_CATALOGUE, policyCombinations, stakeholderTypes } from '@esg/core/domain/background/policies';
import type { Impls } from '../http/types';

/** The spec's per-page Background calls (core/src/contract/backgroundPages.ts): parse → core → respond. */
export const backgroundPagesImpls: Impls<typeof backgroundPagesRoutes> = {
  getCompanyInfo: async ({ m, params }) => CompanyInfo.read(m, params),
  putCompanyInfo: async ({ m, body }) => CompanyInfo.save(m, body),
  getBusinessNature: async ({ m, params }) => readBusinessNature(m, params),
  putBusinessNature: async ({ m, params, body }) => saveBusinessNature(m, { year: params.year, body }),
  listBusinessNatures: async () => ReferenceLists.businessNatures(),
  listCurrencies: async () => ReferenceLists.currencies(),
  listCountries: async () => ReferenceLists.countries(),
  listCities: async () => ReferenceLists.cities(),
  listDistricts: async () => ReferenceLists.districts(),
  listLocationTypes: async () => ReferenceLists.locationTypes(),
  getLocations: async ({ m, params }) => Boundaries.read(m, params),
  putLocations: async ({ m, params, body }) => Boundaries.save(m, { year: params.year, body }),
  locationDetails: async ({ m, params }) => Locations.locationDetails(m, params),
  locationsByPeriod: async ({ m, params }) => Locations.locationsByPeriod(m, params),
  socialLocations: async ({ m, params }) => Locations.socialLocations(m, params),
  locationsByYearEnd: async ({ m, params }) => Locations.locationsByYearEnd(m, params),
  getBoardStatement: async ({ m, params }) => BoardStatement.read(m, params),
  putBoardStatement: async ({ m, params, body }) => BoardStatement.save(m, { year: params.year, body }),
  getRiskManagement: async ({ m, params }) => RiskManagement.read(m, params),
  putRiskManagement: async ({ m, params, body }) => RiskManagement.save(m, { year: params.year, body }),
  policyCatalogue: async () => [...POLICY_CATALOGUE],
  companyPolicies: async ({ m, params }) => Policies.read(m, params),
  putPolicies: async ({ m, params, body }) => Policies.save(m, { year: params.year, body }),
  policyCombinations: async ({ m, params }) => policyCombinations(m, params),
  stakeholderTypes: async () => stakeholderTypes(),
  getStakeholders: async ({ m, params }) => Stakeholders.read(m, params),
  putStakeholders: async ({ m, params, body }) => Stakeholders.save(m, { year: params.year, body }),
  boardMembers: async ({ m, params }) => Board.boardMembers(m, params),
  putBoardMember: async ({ m, params, body }) => Board.saveBoardMember(m, { year: params.year, body }),
  putBoardMembers: async ({ m, params, body }) => Board.saveBoardMembers(m, { year: params.year, body }),
  boardStatus: async ({ m, params }) => Board.boardStatus(m, params),
  boardInfo: async ({ m, body }) => Board.saveBoardInfo(m, body),
};
