import { miscRoutes } from '@esg/core/contract/misc';
import { CorpAwards, ProfQuali } from '@esg/core/domain/misc/pages';
import { groupHandler } from '../http/group';

/** The spec's Miscellaneous calls (core/src/contract/misc.ts): parse → core → respond. */
export const handler = groupHandler(miscRoutes, {
  getProfQuali: async ({ m, params }) => ProfQuali.read(m, params),
  putProfQuali: async ({ m, params, body }) => ProfQuali.save(m, { id: params.id, body }),
  getCorpAward: async ({ m, params }) => CorpAwards.read(m, params),
  putCorpAward: async ({ m, params, body }) => CorpAwards.save(m, { id: params.id, body }),
});
