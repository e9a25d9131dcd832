import { socialRoutes } from '@esg/core/contract/social';
import { HealthSafety } from '@esg/core/domain/social/healthSafety';
import { groupHandler } from '../http/group';
import { pageAliasesOf } from './pageAliases';

/** The spec's Social calls (core/src/contract/social.ts) and the Social pages' aliases: parse → core → respond. */
export const handler = groupHandler(
  socialRoutes,
  {
    getHealthSafety: async ({ m, query }) => HealthSafety.read(m, query),
    putHealthSafety: async ({ m, body }) => HealthSafety.save(m, body),
  },
  pageAliasesOf('social'),
);
