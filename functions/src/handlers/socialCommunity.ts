import type { socialCommunityRoutes } from '@esg/core/contract/socialCommunity';
import {
  AntiCorruptionCases,
  AntiCorruptionTraining,
  CommunityActivities,
  CommunityArea,
  CommunityInvestment,
  CommunityResources,
} from '@esg/core/domain/social/pages';
import type { Impls } from '../http/types';

/** The spec's Anti-corruption and Community investment calls (core/src/contract/socialCommunity.ts). */
export const socialCommunityImpls: Impls<typeof socialCommunityRoutes> = {
  getAntiCorruption: async ({ m, params }) => AntiCorruptionCases.read(m, params),
  putAntiCorruption: async ({ m, params, body }) => AntiCorruptionCases.save(m, { id: params.id, body }),
  getAntiCorruptionTrain: async ({ m, params }) => AntiCorruptionTraining.read(m, params),
  putAntiCorruptionTrain: async ({ m, params, body }) => AntiCorruptionTraining.save(m, { id: params.id, body }),
  getCommunityInvestment: async ({ m, params }) => CommunityInvestment.read(m, params),
  putCommunityInvestment: async ({ m, params, body }) => CommunityInvestment.save(m, { id: params.id, body }),
  getCommunityResources: async ({ m, params }) => CommunityResources.read(m, params),
  putCommunityResources: async ({ m, params, body }) => CommunityResources.save(m, { id: params.id, body }),
  getCommunityActivities: async ({ m, params }) => CommunityActivities.read(m, params),
  putCommunityActivities: async ({ m, params, body }) => CommunityActivities.save(m, { id: params.id, body }),
  getCommunityArea: async ({ m, params }) => CommunityArea.read(m, params),
  putCommunityArea: async ({ m, params, body }) => CommunityArea.save(m, { id: params.id, body }),
};
