import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany, periodIds } from '../support/company';

/** The spec's Anti-corruption calls: two parts of the item `/api/page-data/anti_corruption/{year}` holds. */
const Y0 = '2024-12-31';
const Y2 = '2025-12-31';
const pageData = `/api/page-data/anti_corruption/${Y2}`;
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

const cases = {
  anyCorruptionCase: {
    answer: 1,
    details: {
      concludedCases: '1',
      cases: [{ caseReference: 'ICAC-7', concludedOn: '2025-05-30', outcome: 'Former clerk convicted' }],
    },
  },
  antiCorruptionPolicy: 'Code of conduct, gifts register.',
  whistleBlowing: 'Hotline run by an outside firm; reports go to the audit committee.',
};
const training = {
  staffTraining: {
    answer: 1,
    details: { trainingHours: '36', participants: '12', audiences: ['directors', 'staff'] },
  },
};

let token: string;
let periods: Record<string, string> = {};

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y0, printed: true }, { yearEnd: Y2 }]));
  periods = await periodIds(token, [Y0, Y2]);
});

const casesPath = (year = Y2) => `/api/anti-corruption/${periods[year]}`;
const trainPath = (year = Y2) => `/api/anti-corruption-train/${periods[year]}`;

describe('anti-corruption', () => {
  it('saves cases and training through their own calls into the one page, seen through the page-data route', async () => {
    const empty = await call('GET', casesPath(), { token });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body).toMatchObject({ pageKey: 'anti_corruption', yearEnd: Y2, values: {}, version: 0 });

    const saved = await call('PUT', casesPath(), { token, body: { values: cases, version: 0 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const trained = await call('PUT', trainPath(), { token, body: { values: training, version: 1 } });
    expect(trained.status, JSON.stringify(trained.body)).toBe(200);
    // Both parts kept; 36 h ÷ 12 participants = 3 h each, computed on save.
    expect(trained.body).toMatchObject({ version: 2, values: { ...cases, ...training, hoursPerParticipant: '3' } });

    const viaPageData = await call('GET', pageData, { token });
    expect(viaPageData.body).toMatchObject({ version: 2, values: { ...cases, ...training } });
    const edited = await call('PUT', pageData, {
      token,
      body: { values: { ...cases, anyCorruptionCase: { answer: 0 }, ...training }, version: 2 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const viaTrain = await call('GET', trainPath(), { token });
    expect(viaTrain.body).toMatchObject({ version: 3, values: { anyCorruptionCase: { answer: 0 }, ...training } });
  });

  it("answers the spec's three Yes / No / Not to disclose messages on the question, storing nothing", async () => {
    const before = (await call('GET', casesPath(), { token })).body.version as number;
    const put = (anyCorruptionCase: unknown) =>
      call('PUT', casesPath(), { token, body: { values: { anyCorruptionCase }, version: before } });
    const issues = async (q: unknown) => {
      const res = await put(q);
      expect(res.status).toBe(400);
      return res.body.data.issues.map(({ path, message }: { path: string; message: string }) => ({ path, message }));
    };
    expect(await issues({})).toEqual([
      {
        path: 'body.values.anyCorruptionCase.answer',
        message: 'Please choose Yes, No or Not to disclose and fill related info.',
      },
    ]);
    expect(await issues({ answer: 2 })).toEqual([
      {
        path: 'body.values.anyCorruptionCase.answer',
        message: 'Please choose Yes, No or Not to disclose and fill related info.',
      },
    ]);
    expect(await issues({ answer: -1, reason: ' ' })).toEqual([
      { path: 'body.values.anyCorruptionCase.reason', message: 'Please state the reason for not disclosing.' },
    ]);
    expect(
      await issues({ answer: 1, details: { concludedCases: '0', cases: cases.anyCorruptionCase.details.cases } }),
    ).toEqual([
      { path: 'body.values.anyCorruptionCase.details.concludedCases', message: 'Please fill the fields under Yes.' },
    ]);
    expect((await call('GET', casesPath(), { token })).body.version).toBe(before);
  });

  it('refuses malformed JSON, wrong types, unknown fields and fields of the other part with 400', async () => {
    const malformed = await call('PUT', trainPath(), { token, body: '{"values": {' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.issues[0]).toMatchObject({ path: 'body', message: 'Malformed JSON' });
    const wrong = await call('PUT', trainPath(), {
      token,
      body: {
        values: { staffTraining: { answer: 1, details: { trainingHours: 36, participants: '2.5' } } },
        version: 'x',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining([
        'body.version',
        'body.values.staffTraining.details.trainingHours',
        'body.values.staffTraining.details.participants',
      ]),
    );
    const other = await call('PUT', trainPath(), {
      token,
      body: { values: { ...training, whistleBlowing: 'Not here' }, version: 3, tenantId: 'x' },
    });
    expect(other.status).toBe(400);
    expect(other.body.data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.values.whistleBlowing', message: 'This field is not part of the form.' }),
        expect.objectContaining({ path: 'body.tenantId', messageKey: 'unknownField' }),
      ]),
    );
  });

  it("answers a stale version with 409 and the spec's message, and lets one of two simultaneous saves through", async () => {
    const current = (await call('GET', trainPath(), { token })).body.version as number;
    const stale = await call('PUT', trainPath(), { token, body: { values: training, version: current - 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    expect(stale.body.data.current).toMatchObject({ version: current });
    const save = (participants: string) =>
      call('PUT', trainPath(), {
        token,
        body: {
          values: {
            staffTraining: { answer: 1, details: { trainingHours: '10', participants, audiences: ['staff'] } },
          },
          version: current,
        },
      });
    const results = await Promise.all([save('2'), save('5')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await call('GET', pageData, { token })).body).toMatchObject({
      version: current + 1,
      values: winner.body.values,
    });
  });

  it('keeps a printed year read-only (423) and another company’s period hidden (404)', async () => {
    const printed = await call('PUT', casesPath(Y0), { token, body: { values: cases, version: 0 } });
    expect(printed.status).toBe(423);
    const acme = await signIn('acme.user');
    expect((await call('GET', casesPath(), { token: acme })).status).toBe(404);
    expect((await call('GET', trainPath(), { token: acme })).status).toBe(404);
    const theirs = await call('PUT', trainPath(), { token: acme, body: { values: training, version: 0 } });
    expect(theirs.status).toBe(404);
  });
});
