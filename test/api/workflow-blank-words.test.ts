import { describe, expect, it } from 'vitest';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call } from '../support/api';
import { setTaskStates } from '../support/signOff';
import { freshTeam } from '../support/team';

/**
 * A return's comment, a reopening's reason and the lock's reason are words someone reads (ADR 0102): a text that
 * draws nothing — a Hangul filler (U+3164), as an input method or a paste gives it — is no comment and no reason
 * (docs/decisions/0020-input-hygiene.md), refused as missing, and nothing changes.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const FILLERS = ['\u3164', '\uffa0\u115f', ' \u3164 '];

describe('a comment or a reason that draws nothing', () => {
  it('returns no page, reopens none and locks no year', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    const co = { tenantId: team.tenantId, token: team.admin.token };
    const task = async () =>
      ((await call('GET', base, { token: co.token })).body.tasks as TaskView[]).find(
        (t) => t.pageKey === 'corp_awards',
      )!;
    /** Each filler sent as the action's words is refused as missing, and the task stays as it was. */
    const refused = async (action: 'return' | 'reopen', field: 'comment' | 'reason', messageKey: string) => {
      const before = await task();
      for (const words of FILLERS) {
        const res = await call('POST', `${base}/tasks/corp_awards/${action}`, {
          token: team.reviewer.token,
          body: { version: before.version, [field]: words },
        });
        expect([res.status, res.body.messageKey], JSON.stringify(words)).toEqual([400, messageKey]);
      }
      expect(await task()).toMatchObject({ state: before.state, version: before.version });
    };
    await setTaskStates(co, Y, 'submitted', team.owner.id, (t) => t.pageKey === 'corp_awards');
    await refused('return', 'comment', 'commentRequired');
    await setTaskStates(co, Y, 'approved', team.reviewer.id, (t) => t.pageKey === 'corp_awards');
    await refused('reopen', 'reason', 'reasonRequired');

    for (const overrideReason of FILLERS) {
      const res = await call('POST', `${base}/lock`, { token: co.token, body: { overrideReason } });
      expect([res.status, res.body.messageKey], JSON.stringify(overrideReason)).toEqual([409, 'yearNotApproved']);
    }
    expect((await call('GET', base, { token: co.token })).body.locked).toBe(false);
  });
});
