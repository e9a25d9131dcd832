import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { saveBoundaries } from '../support/resources';
import { freshTeam } from '../support/team';

/**
 * An approval waits for the page's unusual figures to be explained (ADR 0107, 0102): a unit slip planted at one
 * location of the electricity page blocks that location's approval, not the other's, until its owner explains it.
 */
const LAST = '2024-12-31';
const Y = '2025-12-31';
const task = `/api/workflow/${Y}/tasks/electricities`;

let team: Awaited<ReturnType<typeof freshTeam>>;
let ids: Awaited<ReturnType<typeof saveBoundaries>>;

const row = (locationId: string, account: string, months: string[]) => ({
  version: 0,
  locationId,
  unit: 'kWh',
  months,
  attributes: { supplier: 'clp', account },
});
const approve = (location: string, token = team.reviewer.token) =>
  call('POST', `${task}/approve`, { token, body: { location, version: 1 } });

beforeAll(async () => {
  team = await freshTeam([{ yearEnd: LAST }, { yearEnd: Y }]);
  ids = await saveBoundaries(team.owner.token, [LAST, Y]);
  const alike = Array<string>(12).fill('1000');
  const slipped = alike.map((v, m) => (m === 2 ? '1000000' : v));
  for (const [year, hq] of [
    [LAST, alike],
    [Y, slipped],
  ] as const) {
    const res = await call('PUT', `/api/resource/electricity/${year}`, {
      token: team.owner.token,
      body: { rows: [row(ids.hq, '1-1', [...hq]), row(ids.shop, '2-2', alike)] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  for (const location of [ids.hq, ids.shop]) {
    const submitted = await call('POST', `${task}/submit`, {
      token: team.owner.token,
      body: { location, version: 0 },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }
});

describe('approving a page with unusual figures', () => {
  it('is refused at the location whose figure is unexplained, with the figures named; the other location is approved', async () => {
    const refused = await approve(ids.hq);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ANOMALIES_UNEXPLAINED', messageKey: 'anomaliesBlockApproval' });
    expect(refused.body.data.anomalies.length).toBeGreaterThan(0);
    expect(refused.body.data.anomalies[0].label).toContain('HQ');
    // Not even an administrator's reason lets it through: the explanation is the owner's.
    const overridden = await call('POST', `${task}/approve`, {
      token: team.admin.token,
      body: { location: ids.hq, version: 1, overrideReason: 'Board meets tomorrow.' },
    });
    expect(overridden.status).toBe(409);
    const task1 = await call('GET', `${task}/review?location=${ids.hq}`, { token: team.reviewer.token });
    expect(task1.status).toBe(200);

    const shop = await approve(ids.shop);
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);
    expect(shop.body.state).toBe('approved');
  });

  it('is taken once the owner has explained every flagged figure', async () => {
    const { anomalies } = (await call('GET', `/api/anomalies/${Y}`, { token: team.owner.token })).body as {
      anomalies: { id: string; locationId?: string }[];
    };
    const atHq = anomalies.filter((a) => a.locationId === ids.hq || a.locationId === undefined);
    expect(atHq.length).toBeGreaterThan(0);
    for (const a of atHq) {
      const res = await call('PUT', `/api/anomalies/${Y}/${a.id}/explanation`, {
        token: team.owner.token,
        body: { comment: 'March: the meter reading was typed in Wh, corrected on the bill.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const ok = await approve(ids.hq);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.state).toBe('approved');
  });
});
