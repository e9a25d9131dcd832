import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call } from '../support/api';
import { completeYear } from '../support/completeYear';
import { approveAll, boardOf } from '../support/signOff';
import { freshTeam } from '../support/team';

/**
 * The year's lock and a page reopened at the same moment (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md,
 * amended; 0113): the lock reads the tasks and the board's sign-off again with the year held, so a reopening that
 * landed after its first read is seen and the lock refused — never a year printed without a reason while a page is
 * open again and the board's approval ended with it.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The board's approval of the year, as the last director's answer records it (a fixture: no directors mailed). */
async function boardApproved(tenantId: string) {
  const key = keys.boardSignOff(tenantId, Y);
  const read = await getItem<{ version: number }>(key, true);
  const set = { status: 'approved', approvedOn: '2026-03-20', approvedBy: ['Dora Ho'] };
  const item = {
    ...set,
    round: ulid(),
    sentAt: '2026-03-01T00:00:00.000Z',
    sentBy: 'test',
    expiresAt: '2026-04-01T00:00:00.000Z',
    draftKey: 'draft.pdf',
    directors: [],
  };
  await runInContext({ requestId: ulid() }, () =>
    write({
      tenantId,
      action: 'test.signOff',
      changes: [read ? { op: 'update', key, expectedVersion: read.version, set } : { op: 'create', key, item }],
    }),
  );
}

describe('the lock and a reopening at the same moment', () => {
  it('never prints the year with the page reopened: the lock is refused, or the reopening is', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    const co = { tenantId: team.tenantId, token: team.admin.token };
    await completeYear(co.token, Y, team.name, boardOf(ulid().slice(-8).toLowerCase()));
    const outcomes: unknown[] = [];
    const round = async () => {
      await approveAll(co, Y);
      await boardApproved(team.tenantId);
      const tasks = (await call('GET', base, { token: co.token })).body.tasks as TaskView[];
      return tasks.find((t) => t.pageKey === 'corp_awards')!.version;
    };
    const reopen = (version: number) =>
      call('POST', `${base}/tasks/corp_awards/reopen`, {
        token: team.reviewer.token,
        body: { version, reason: 'A second award came to light.' },
      });
    const timed = async (run: () => Promise<unknown>) => {
      const start = Date.now();
      await run();
      return Date.now() - start;
    };
    const refusedLock = () => call('POST', `${base}/lock`, { token: co.token, body: {} });
    // Alone (the second time: the first loads the functions), a reopening takes `reopening` ms and a refused lock
    // `refused`, about the time the lock takes to read the year.
    let [reopening, refused] = [0, 0];
    for (let i = 0; i < 2; i++) {
      const version = await round();
      reopening = await timed(() => reopen(version));
      refused = await timed(refusedLock);
    }
    // The lock starts ever sooner against the reopening: first after the reopening's write lands, then at the same
    // moment, at last before it (the reopening sent `-delay` ms after the lock) — where the lock, alone or slower than
    // the reopening on a busy machine, reads the year first and wins.
    for (let delay = reopening - refused + 40; delay >= -(refused + reopening + 200); delay -= 5) {
      const version = await round();
      const [reopened, lock] = await Promise.all([
        tick(Math.max(0, -delay)).then(() => reopen(version)),
        tick(Math.max(0, delay)).then(() => call('POST', `${base}/lock`, { token: co.token, body: {} })),
      ]);
      outcomes.push({
        delay,
        lock: lock.body.messageKey ?? lock.status,
        reopen: reopened.body.messageKey ?? reopened.status,
      });
      expect([200, 409], JSON.stringify(lock.body)).toContain(lock.status);
      expect([200, 409], JSON.stringify(reopened.body)).toContain(reopened.status);
      expect(lock.status === 200 && reopened.status === 200, JSON.stringify(outcomes)).toBe(false);
      if (lock.status !== 200) continue;
      // Printed with every page approved and the board's approval standing, as the lock said.
      const matrix = (await call('GET', base, { token: co.token })).body;
      const signOff = (await call('GET', `${base}/signoff`, { token: co.token })).body;
      const task = (matrix.tasks as TaskView[]).find((t) => t.pageKey === 'corp_awards')!;
      expect({ locked: matrix.locked, override: matrix.lockOverride, task: task.state, board: signOff.status }).toEqual(
        {
          locked: true,
          override: undefined,
          task: 'approved',
          board: 'approved',
        },
      );
      return;
    }
    throw new Error(`the lock never won: ${JSON.stringify(outcomes)}`);
  }, 300_000);
});
