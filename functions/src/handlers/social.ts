import { socialRoutes } from '@esg/core/contract/social';
import { HealthSafety } from '@esg/core/domain/social/healthSafety';
import { DevelopmentTraining, Employment, Product, SupplyChain } from '@esg/core/domain/social/pages';
import { groupHandler } from '../http/group';
import { socialCommunityImpls } from './socialCommunity';

/** The spec's Social calls (core/src/contract/social.ts): parse → core → respond. */
export const handler = groupHandler(socialRoutes, {
  getEmployees: async ({ m, params }) => Employment.read(m, params),
  putEmployees: async ({ m, body }) => Employment.save(m, body),
  getHealthSafety: async ({ m, query }) => HealthSafety.read(m, query),
  putHealthSafety: async ({ m, body }) => HealthSafety.save(m, body),
  getDevTrain: async ({ m, params }) => DevelopmentTraining.read(m, params),
  putDevTrain: async ({ m, params, body }) => DevelopmentTraining.save(m, { id: params.id, body }),
  getSupplyChain: async ({ m, params }) => SupplyChain.read(m, params),
  putSupplyChain: async ({ m, params, body }) => SupplyChain.save(m, { id: params.id, body }),
  getProduct: async ({ m, params }) => Product.read(m, params),
  putProduct: async ({ m, params, body }) => Product.save(m, { id: params.id, body }),
  ...socialCommunityImpls,
});
