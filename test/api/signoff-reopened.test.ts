import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call } from '../support/api';
import { auditItems } from '../support/tenants';
import {
  approveAll,
  boardOf,
  fakeDraft,
  reopenPage,
  saveBoard,
  sendAgainAfterReopen,
  signOffLinkOf,
} from '../support/signOff';
import { freshTeam } from '../support/team';

/**
 * The board reads the year as it stands (docs/decisions/0113-board-sign-off.md): a page reopened after the board
 * approved ends the approval in the same write, so the year asks for a new draft and a new send before the lock.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;

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

    await reopenPage(admin, team.reviewer.token, Y);

    const ended = await call('GET', `${base}/signoff`, { token: admin.token });
    expect(ended.body.status).toBe('reopened');
    expect(ended.body.approvedOn).toBeUndefined();
    const entry = (await auditItems(team.tenantId)).find((a) => a.action === 'workflow.reopen') as
      { before?: { boardApprovedOn?: string } } | undefined;
    expect(entry?.before?.boardApprovedOn).toBe(approved.body.approvedOn);

    // The draft the board approved predates the page's new approval: a new one first, then a new send.
    await sendAgainAfterReopen(admin, Y, team.reviewer.id);
  }, 120_000);
});
