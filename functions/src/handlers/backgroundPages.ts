import { backgroundPagesRoutes } from '@esg/core/contract/backgroundPages';
import { readBusinessNature, saveBusinessNature } from '@esg/core/domain/background/businessNature';
import { ReferenceLists } from '@esg/core/domain/background/lists';
import * as Locations from '@esg/core/domain/background/locations';
import * as Board from '@esg/core/domain/background/board';
import { POLICY_CATALOGUE, policyCombinations, stakeholderTypes } from '@esg/core/domain/background/policies';
import type { Impls } from '../http/types';

/** The spec's Background calls beyond a page's data (core/src/contract/backgroundPages.ts): parse → core → respond. */
export const backgroundPagesImpls: Impls<typeof backgroundPagesRoutes> = {
  getBusinessNature: async ({ m, params }) => readBusinessNature(m, params),
  putBusinessNature: async ({ m, params, body }) => saveBusinessNature(m, { year: params.year, body }),
  listBusinessNatures: async () => ReferenceLists.businessNatures(),
  listCurrencies: async () => ReferenceLists.currencies(),
  listCountries: async () => ReferenceLists.countries(),
  listCities: async () => ReferenceLists.cities(),
  listDistricts: async () => ReferenceLists.districts(),
  listLocationTypes: async () => ReferenceLists.locationTypes(),
  locationDetails: async ({ m, params }) => Locations.locationDetails(m, params),
  locationsByPeriod: async ({ m, params }) => Locations.locationsByPeriod(m, params),
  socialLocations: async ({ m, params }) => Locations.socialLocations(m, params),
  locationsByYearEnd: async ({ m, params }) => Locations.locationsByYearEnd(m, params),
  policyCatalogue: async () => [...POLICY_CATALOGUE],
  policyCombinations: async ({ m, params }) => policyCombinations(m, params),
  stakeholderTypes: async () => stakeholderTypes(),
  boardMembers: async ({ m, params }) => Board.boardMembers(m, params),
  putBoardMember: async ({ m, params, body }) => Board.saveBoardMember(m, { year: params.year, body }),
  putBoardMembers: async ({ m, params, body }) => Board.saveBoardMembers(m, { year: params.year, body }),
  boardStatus: async ({ m, params }) => Board.boardStatus(m, params),
  boardInfo: async ({ m, body }) => Board.saveBoardInfo(m, body),
};
