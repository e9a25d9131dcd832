import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshTeam } from '../support/team';

/**
 * A page's submission runs the final report's own gap check for the provisions it feeds (ADR 0134): a page that
 * says a figure is disclosed while the year has no such figure cannot be submitted, as the final report would be
 * refused after the lock.
 */
const Y = '2025-12-31';
const task = (page: string) => `/api/workflow/${Y}/tasks/${page}`;

let team: Awaited<ReturnType<typeof freshTeam>>;
let version = 0;

const saveWaste = async (values: Record<string, string>) => {
  const res = await call('PUT', `/api/page-data/waste_generation/${Y}`, {
    token: team.owner.token,
    body: { values, version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  version = res.body.version;
};
const submit = () =>
  call('POST', `${task('waste_generation')}/submit`, { token: team.owner.token, body: { version: 0 } });

beforeAll(async () => {
  team = await freshTeam([{ yearEnd: Y }]);
});

describe('submitting a page checks the report’s own gaps for the provisions it feeds', () => {
  it('refuses hazardous waste answered as disclosed with no hazardous-waste figure, with the list', async () => {
    await saveWaste({
      a1_3Disclosure: 'answered',
      a1_4Disclosure: 'explained',
      a1_4DisclosureReason: 'An office company: its non-hazardous waste is collected by the landlord and not weighed.',
      a1_6Disclosure: 'notApplicable',
      a1_6DisclosureReason: 'No waste target is set: the waste is the landlord’s.',
    });
    const res = await submit();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', messageKey: 'taskChecksFailed' });
    const issues = res.body.data.issues as { path: string; code: string; message: string; params: object }[];
    expect(issues.map((i) => i.path)).toEqual(['A1.3']);
    expect(issues[0]).toMatchObject({
      code: 'provisionUnexplained',
      params: { code: 'A1.3', reference: 'KPI A1.3', referenceHk: '關鍵績效指標A1.3', referenceCn: '关键绩效指标A1.3' },
    });
    expect(issues[0]!.message).toMatch(
      /^KPI A1\.3 .*hazardous waste.*: enter the figure or answer, or explain why not\.$/i,
    );
  });

  it('passes once the page explains it', async () => {
    await saveWaste({
      a1_3Disclosure: 'explained',
      a1_3DisclosureReason: 'The company produces no hazardous waste: its offices hold no chemicals or batteries.',
      a1_4Disclosure: 'explained',
      a1_4DisclosureReason: 'An office company: its non-hazardous waste is collected by the landlord and not weighed.',
      a1_6Disclosure: 'notApplicable',
      a1_6DisclosureReason: 'No waste target is set: the waste is the landlord’s.',
    });
    const res = await submit();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'submitted' });
  });
});
