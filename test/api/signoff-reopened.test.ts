import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call } from '../support/api';
import { auditItems } from '../support/tenants';
import { approveAll, boardOf, fakeDraft, saveBoard, signOffLinkOf } from '../support/signOff';
import { freshTeam } from '../support/team';

/**
 * The board reads the year as it stands (docs/decisions/0113-board-sign-off.md): a page reopened after the board
 * approved ends the approval in the same write, so the year asks for a new draft and a new send before the lock.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('a page reopened after the board approved', () => {
  it('ends the approval: the lock is refused and a new send is taken once a new draft exists', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    const admin = { tenantId: team.tenantId, token: team.admin.token };
    const board = boardOf(ulid().toLowerCase());
    await saveBoard(admin.token, Y, board);
    await approveAll(admin, Y, team.reviewer.id);
    await fakeDraft(team.tenantId, Y);
    expect((await call('POST', `${base}/signoff`, { token: admin.token })).status).toBe(200);
    for (const d of board) {
      const answered = await call('POST', '/api/signoff', {
        body: { id: await signOffLinkOf(d.email), decision: 'approve' },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const approved = await call('GET', `${base}/signoff`, { token: admin.token });
    expect(approved.body).toMatchObject({ status: 'approved' });

    const tasks = (await call('GET', base, { token: admin.token })).body.tasks as TaskView[];
    const awards = tasks.find((t) => t.pageKey === 'corp_awards')!;
    const reopened = await call('POST', `${base}/tasks/corp_awards/reopen`, {
      token: team.reviewer.token,
      body: { version: awards.version, reason: 'A second award came to light.' },
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);

    const ended = await call('GET', `${base}/signoff`, { token: admin.token });
    expect(ended.body.status).toBe('reopened');
    expect(ended.body.approvedOn).toBeUndefined();
    const entry = (await auditItems(team.tenantId)).find((a) => a.action === 'workflow.reopen') as
      { before?: { boardApprovedOn?: string } } | undefined;
    expect(entry?.before?.boardApprovedOn).toBe(approved.body.approvedOn);

    await approveAll(admin, Y, team.reviewer.id);
    const lock = await call('POST', `${base}/lock`, { token: admin.token, body: {} });
    expect(lock.status).toBe(409);
    expect(lock.body).toMatchObject({ messageKey: 'yearNotSignedOff', data: { signedOff: false } });
    // The draft the board approved predates the page's new approval: a new one first, then a new send.
    expect((await call('POST', `${base}/signoff`, { token: admin.token })).body.messageKey).toBe('signOffStaleDraft');
    await tick();
    await fakeDraft(team.tenantId, Y);
    const again = await call('POST', `${base}/signoff`, { token: admin.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.status).toBe('sent');
  }, 120_000);
});
