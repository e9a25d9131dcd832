import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshTeam } from '../support/team';

/** The year's review of a page never saved (docs/decisions/0102-the-years-review-workflow.md). */
const Y = '2025-12-31';
const task = (page: string) => `/api/workflow/${Y}/tasks/${page}`;
describe('a page never saved', () => {
  let own: Awaited<ReturnType<typeof freshTeam>>;
  beforeAll(async () => {
    own = await freshTeam([{ yearEnd: Y }]);
  });

  it('submits a page never saved as it reads: the company’s name and the year’s dates it shows pass its checks', async () => {
    const shown = await call('GET', `/api/page-data/company_information/${Y}`, { token: own.owner.token });
    expect(shown.body).toMatchObject({ version: 0, values: { financialYearEndDate: Y } });
    const res = await call('POST', `${task('company_information')}/submit`, {
      token: own.owner.token,
      body: { version: 0 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe('submitted');
  });
});
