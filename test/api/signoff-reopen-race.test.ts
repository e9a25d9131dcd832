import { describe, expect, it } from 'vitest';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call } from '../support/api';
import { approveAll, fakeDraft, readyForSignOff } from '../support/signOff';
import { freshTeam } from '../support/team';

/**
 * A send to the board and a page reopened at the same moment (docs/decisions/0113-board-sign-off.md, amended): both
 * move the year's review round on, each conditional on what it read, so the year never ends with the directors asked
 * (`sent`) while a page is reopened. Either the reopening lands first and the send is refused, or the send lands
 * first and the reopening withdraws it, or the second of the two is refused (409) and tried again.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function race(team: Awaited<ReturnType<typeof freshTeam>>, delay: number) {
  const co = { tenantId: team.tenantId, token: team.admin.token };
  await approveAll(co, Y);
  await tick(5);
  await fakeDraft(team.tenantId, Y);
  const tasks = (await call('GET', base, { token: team.admin.token })).body.tasks as TaskView[];
  const version = tasks.find((t) => t.pageKey === 'corp_awards')!.version;
  const [send, reopen] = await Promise.all([
    call('POST', `${base}/signoff`, { token: team.admin.token }),
    tick(delay).then(() =>
      call('POST', `${base}/tasks/corp_awards/reopen`, {
        token: team.reviewer.token,
        body: { version, reason: 'A second award came to light.' },
      }),
    ),
  ]);
  expect([200, 409], JSON.stringify(send.body)).toContain(send.status);
  expect([200, 409], JSON.stringify(reopen.body)).toContain(reopen.status);
  const signOff = (await call('GET', `${base}/signoff`, { token: team.admin.token })).body;
  const task = ((await call('GET', base, { token: team.admin.token })).body.tasks as TaskView[]).find(
    (t) => t.pageKey === 'corp_awards',
  )!;
  return { signOff: signOff.status as string, task: task.state };
}

describe('a send to the board and a reopening at once', () => {
  it('never leaves the directors asked while a page is reopened, on the first send or a later one', async () => {
    const outcomes = [];
    for (const first of [0, 1, 2]) {
      const team = await freshTeam([{ yearEnd: Y }]);
      await readyForSignOff({ tenantId: team.tenantId, token: team.admin.token }, Y);
      for (let round = 0; round < 5; round++) outcomes.push(await race(team, (first + round) % 4));
    }
    for (const o of outcomes) expect(o.signOff === 'sent' && o.task !== 'approved', JSON.stringify(o)).toBe(false);
  }, 120_000);
});
