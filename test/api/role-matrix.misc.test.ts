import { miscRoutes } from '@esg/core/contract/misc';
import { call } from '../support/api';
import { periodCaller, roleMatrix, type PeriodFixture, type Requests } from '../support/matrix';

const Y2 = '2025-12-31';

type Fixture = PeriodFixture;

/** The page's current version (0 when the caller cannot read it): a later cell saves on top of an earlier one. */
const putList = (route: string, values: unknown) => async (f: Fixture) => {
  const path = `/api/${route}/${f.periodId}`;
  const current = f.token ? (await call('GET', path, { token: f.token })).body.version : undefined;
  return { path, body: { values, version: typeof current === 'number' ? current : 0 } };
};

const requests: Requests<typeof miscRoutes, Fixture> = {
  getProfQuali: async (f) => ({ path: `/api/prof-quali/${f.periodId}` }),
  putProfQuali: putList('prof-quali', {
    qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }],
  }),
  getCorpAward: async (f) => ({ path: `/api/corp-award/${f.periodId}` }),
  putCorpAward: putList('corp-award', { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] }),
};

roleMatrix({
  group: 'misc',
  routes: miscRoutes,
  requests,
  fixture: (c) => periodCaller(c, Y2),
});
