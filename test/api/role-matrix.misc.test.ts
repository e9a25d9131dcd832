import { routeGroups } from '@esg/core/contract/index';
import { call } from '../support/api';
import { periodCaller, roleMatrix, type PeriodFixture, type Requests } from '../support/matrix';

/** The group's routes, its pages' spec aliases included (core/src/contract/pageAliases.ts). */
const routes = routeGroups.misc!;

const Y2 = '2025-12-31';

type Fixture = PeriodFixture;

/** The page's current version (0 when the caller cannot read it): a later cell saves on top of an earlier one. */
const putList = (route: string, values: unknown) => async (f: Fixture) => {
  const path = `/api/${route}/${f.periodId}`;
  const current = f.token ? (await call('GET', path, { token: f.token })).body.version : undefined;
  return { path, body: { values, version: typeof current === 'number' ? current : 0 } };
};

const requests: Requests<typeof routes, Fixture> = {
  getProfQuali: async (f) => ({ path: `/api/prof-quali/${f.periodId}` }),
  putProfQuali: putList('prof-quali', {
    qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }],
  }),
  getCorpAward: async (f) => ({ path: `/api/corp-award/${f.periodId}` }),
  putCorpAward: putList('corp-award', { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] }),
};

roleMatrix({
  group: 'misc',
  routes,
  requests,
  fixture: (c) => periodCaller(c, Y2),
});
