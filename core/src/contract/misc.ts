import { periodPageRoutes } from './periodPage';
import { corpAwards } from '../pages/miscellaneous/corpAwards';
import { profQuali } from '../pages/miscellaneous/profQuali';
import { pageBody } from '../domain/background/schemas';

const profQualiRoutes = periodPageRoutes('misc', '/api/prof-quali/{id}', '/prof-quali/{id}', pageBody(profQuali));
const corpAwardRoutes = periodPageRoutes('misc', '/api/corp-award/{id}', '/corp-award/{id}', pageBody(corpAwards));

/**
 * The spec's Miscellaneous calls (spec §7 "Miscellaneous"; issue 14): professional qualifications and
 * corporate awards, each a page of one ordered list over the page-data store, so a spec call and
 * `/api/page-data/{prof_quali|corp_awards}/{year}` read and write the same item. `{id}` is the company
 * period's id (ADR 0025); the body is `{ values, version }`.
 */
export const miscRoutes = {
  getProfQuali: profQualiRoutes.get,
  putProfQuali: profQualiRoutes.put,
  getCorpAward: corpAwardRoutes.get,
  putCorpAward: corpAwardRoutes.put,
};
