import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany, periodIds } from '../support/company';
import { CLEAN_UP } from '../support/socialPage';

/** The spec's Community investment calls: the whole page and its three parts, one page-data item. */
const Y0 = '2024-12-31';
const Y2 = '2025-12-31';
const pageData = `/api/page-data/community_investment/${Y2}`;
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

const venues = [{ address: '1 Harbour Road, Wan Chai', city: 'Hong Kong' }];

const contribution = { answer: 1, details: { donations: '12500.5', volunteerHours: '16' } };
const charity = { answer: 1, details: { activities: [CLEAN_UP], venues } };

let token: string;
let periods: Record<string, string> = {};
const path = (sub: string, year = Y2) => `/api/community-investment/${sub}${periods[year]}`;
const version = async () => (await call('GET', pageData, { token })).body.version as number;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y0, printed: true }, { yearEnd: Y2 }]));
  periods = await periodIds(token, [Y0, Y2]);
});

describe('community investment', () => {
  it('saves the page, then area, resources and activities through their own calls, with the B8.2 totals computed', async () => {
    const whole = await call('PUT', path(''), {
      token,
      body: {
        values: {
          communityPolicy: 'District surveys.',
          anyContribution: { answer: 0 },
          anyCharitableActivity: { answer: 0 },
        },
        version: 0,
      },
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.values).toMatchObject({ totalMoney: '0', totalVolunteerHours: '0' });

    const area = await call('PUT', path('area/'), {
      token,
      body: { values: { focusAreas: ['environment'] }, version: 1 },
    });
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    const resources = await call('PUT', path('resources/'), {
      token,
      body: { values: { anyContribution: contribution }, version: 2 },
    });
    expect(resources.status, JSON.stringify(resources.body)).toBe(200);
    const activities = await call('PUT', path('activities/'), {
      token,
      body: { values: { anyCharitableActivity: charity }, version: 3 },
    });
    expect(activities.status, JSON.stringify(activities.body)).toBe(200);
    // HK$12,500.50 + HK$3,000 = HK$15,500.50; 16 h + 24 h = 40 h: computed, never typed.
    expect(activities.body).toMatchObject({
      version: 4,
      values: {
        communityPolicy: 'District surveys.',
        focusAreas: ['environment'],
        anyContribution: contribution,
        anyCharitableActivity: charity,
        totalMoney: '15500.5',
        totalVolunteerHours: '40',
      },
    });
    for (const sub of ['', 'area/', 'resources/', 'activities/'])
      expect((await call('GET', path(sub), { token })).body).toMatchObject({
        version: 4,
        values: { totalMoney: '15500.5' },
      });

    const edited = await call('PUT', pageData, {
      token,
      body: { values: { ...activities.body.values, totalMoney: '1', anyContribution: { answer: 0 } }, version: 4 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call('GET', path(''), { token })).body).toMatchObject({
      version: 5,
      values: { totalMoney: '3000', totalVolunteerHours: '24' },
    });
  });

  it("asks for a focus area and for a channel and an activity in the spec's words, storing nothing", async () => {
    const before = await version();
    const noArea = await call('PUT', path('area/'), { token, body: { values: { focusAreas: [] }, version: before } });
    expect(noArea.status).toBe(400);
    expect(noArea.body.data.issues).toEqual([
      expect.objectContaining({ path: 'focusAreas', message: 'Please select at least one focus area.' }),
    ]);
    const noActivity = await call('PUT', path('activities/'), {
      token,
      body: { values: { anyCharitableActivity: { answer: 1, details: { activities: [], venues } } }, version: before },
    });
    expect(noActivity.status).toBe(400);
    expect(noActivity.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.values.anyCharitableActivity.details.activities',
        message: 'Please select at least one channel and one activity.',
      }),
    ]);
    const { channel: _c, ...noChannel } = CLEAN_UP;
    const missing = await call('PUT', pageData, {
      token,
      body: {
        values: {
          focusAreas: ['environment'],
          anyContribution: { answer: 0 },
          anyCharitableActivity: { answer: 1, details: { activities: [noChannel], venues } },
        },
        version: before,
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'anyCharitableActivity.details.activities.0.channel',
        message: 'Missing input in details.',
      }),
    ]);
    expect(await version()).toBe(before);
  });

  it('refuses malformed JSON, wrong types, negative money, unknown fields and fields of another part with 400', async () => {
    const malformed = await call('PUT', path('resources/'), { token, body: '{"values": {' });
    expect(malformed.status).toBe(400);
    const wrong = await call('PUT', path('resources/'), {
      token,
      body: { values: { anyContribution: { answer: '1', details: {} } }, version: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.version', 'body.values.anyContribution.answer']),
    );
    const negative = await call('PUT', path('resources/'), {
      token,
      body: { values: { anyContribution: { answer: 1, details: { donations: '-100' } } }, version: await version() },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
      'body.values.anyContribution.details.donations',
    ]);
    const other = await call('PUT', path('area/'), {
      token,
      body: { values: { focusAreas: ['health'], communityPolicy: 'x' }, version: await version() },
    });
    expect(other.status).toBe(400);
    expect(other.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.values.communityPolicy', message: 'This field is not part of the form.' }),
    ]);
  });

  it("answers a stale version with 409 and the spec's message, and lets one of two simultaneous saves through", async () => {
    const current = await version();
    const stale = await call('PUT', path('area/'), {
      token,
      body: { values: { focusAreas: ['health'] }, version: current - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    const save = (area: string) =>
      call('PUT', path('area/'), { token, body: { values: { focusAreas: [area] }, version: current } });
    const results = await Promise.all([save('sport'), save('culture')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await call('GET', pageData, { token })).body.values.focusAreas).toEqual(winner.body.values.focusAreas);
  });

  it('keeps a printed year read-only (423) and another company’s period hidden (404)', async () => {
    const printed = await call('PUT', path('area/', Y0), {
      token,
      body: { values: { focusAreas: ['sport'] }, version: 0 },
    });
    expect(printed.status).toBe(423);
    const acme = await signIn('acme.user');
    for (const sub of ['', 'area/', 'resources/', 'activities/'])
      expect((await call('GET', path(sub), { token: acme })).status).toBe(404);
    const theirs = await call('PUT', path('resources/'), {
      token: acme,
      body: { values: { anyContribution: { answer: 0 } }, version: 0 },
    });
    expect(theirs.status).toBe(404);
  });
});
