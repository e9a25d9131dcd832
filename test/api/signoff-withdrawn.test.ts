import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { auditItems } from '../support/tenants';
import {
  approveAll,
  fakeDraft,
  readyForSignOff,
  reopenPage,
  sendAgainAfterReopen,
  signOffLinkOf,
} from '../support/signOff';
import { freshTeam } from '../support/team';

/**
 * The board reads the year as it stands (docs/decisions/0113-board-sign-off.md): a page reopened while the send waits
 * on the directors withdraws the send in the same write. Its links say so (409 `signOffWithdrawn`, nothing about the
 * company) and take no answer; the lock asks for a new draft and a new send, or an administrator's reason. Each year
 * is complete: the lock asks that its final report leave nothing open (ADR 0161).
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const tick = () => new Promise((r) => setTimeout(r, 5));
const open = (id: string) => call('GET', `/api/signoff/${id}`);
const answer = (body: unknown) => call('POST', '/api/signoff', { body });

describe('a page reopened while the board is asked', () => {
  it('withdraws the send: the links refuse answers, and the lock waits for a new send the board approves', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    const admin = { tenantId: team.tenantId, token: team.admin.token };
    const [dora, eric] = await readyForSignOff(admin, Y, team.name);
    const sent = await call('POST', `${base}/signoff`, { token: admin.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const doraLink = await signOffLinkOf(dora!.email);
    const ericLink = await signOffLinkOf(eric!.email);
    // Dora approves; Eric has the page open when a reviewer reopens a page.
    expect((await answer({ id: doraLink, decision: 'approve' })).status).toBe(200);
    expect((await open(ericLink)).status).toBe(200);

    await reopenPage(admin, team.reviewer.token, Y);
    const withdrawn = await call('GET', `${base}/signoff`, { token: admin.token });
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', sentAt: sent.body.sentAt });
    const entry = (await auditItems(team.tenantId)).find((a) => a.action === 'workflow.reopen') as
      { before?: { boardSentAt?: string }; after?: { boardSignOff?: string } } | undefined;
    expect(entry?.before?.boardSentAt).toBe(sent.body.sentAt);
    expect(entry?.after?.boardSignOff).toBe('withdrawn');

    // Eric's approval, and a comment, are refused with the reason and recorded nowhere; the link shows nothing else.
    for (const body of [
      { id: ericLink, decision: 'approve' },
      { id: ericLink, decision: 'comment', comment: 'Looks fine to me.' },
    ]) {
      const refused = await answer(body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.messageKey).toBe('signOffWithdrawn');
    }
    for (const id of [ericLink, doraLink]) {
      const page = await open(id);
      expect(page.status, JSON.stringify(page.body)).toBe(409);
      expect(page.body).toMatchObject({ messageKey: 'signOffWithdrawn', message: expect.stringMatching(/withdrawn/) });
      expect(JSON.stringify(page.body)).not.toMatch(/Team company|Dora|Eric|\.pdf|boardOversight/);
    }
    const after = await call('GET', `${base}/signoff`, { token: admin.token });
    expect(after.body.status).toBe('withdrawn');
    expect(after.body.directors.find((d: { name: string }) => d.name === 'Eric Lam').decision).toBeUndefined();
    const actions = (await auditItems(team.tenantId)).map((a) => a.action);
    expect(actions.filter((a) => a === 'workflow.boardApprove')).toHaveLength(1);
    expect(actions).not.toContain('workflow.boardApproved');
    expect(actions).not.toContain('workflow.boardComment');

    // The reopened page approved again: the lock still wants the board, and the send a draft printed since.
    await sendAgainAfterReopen(admin, Y, team.reviewer.id);
    // The withdrawn send's links died with it; the new ones are answered, and the board's approval locks the year.
    expect((await open(ericLink)).status).toBe(404);
    for (const d of [dora!, eric!]) {
      const approved = await answer({ id: await signOffLinkOf(d.email), decision: 'approve' });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    }
    expect((await call('GET', `${base}/signoff`, { token: admin.token })).body.status).toBe('approved');
    const locked = await call('POST', `${base}/lock`, { token: admin.token, body: {} });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.lockOverride).toBeUndefined();
  }, 120_000);

  it('leaves a send a comment ended alone; a withdrawn link in a year since locked says it is closed', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    const admin = { tenantId: team.tenantId, token: team.admin.token };
    const board = await readyForSignOff(admin, Y, team.name);
    const reopen = async () => {
      await reopenPage(admin, team.reviewer.token, Y);
      await approveAll(admin, Y, team.reviewer.id);
    };
    expect((await call('POST', `${base}/signoff`, { token: admin.token })).status).toBe(200);
    const commented = await answer({
      id: await signOffLinkOf(board[0]!.email),
      decision: 'comment',
      comment: 'Say how often the board meets.',
    });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    // A comment already ended the send: a reopening leaves it returned, its other links opening nothing.
    await reopen();
    expect((await call('GET', `${base}/signoff`, { token: admin.token })).body.status).toBe('returned');
    expect((await open(await signOffLinkOf(board[1]!.email))).status).toBe(404);

    await tick();
    await fakeDraft(team.tenantId, Y);
    expect((await call('POST', `${base}/signoff`, { token: admin.token })).status).toBe(200);
    const link = await signOffLinkOf(board[1]!.email);
    await reopen();
    expect((await open(link)).body.messageKey).toBe('signOffWithdrawn');
    // Locked with the administrator's reason, as before: the withdrawn send's link answers as any printed year's.
    const forced = await call('POST', `${base}/lock`, {
      token: admin.token,
      body: { overrideReason: 'The board approved the report at its meeting; minutes filed.' },
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.lockOverride).toMatchObject({ pending: 0, signedOff: false });
    expect((await open(link)).status).toBe(423);
    expect((await answer({ id: link, decision: 'approve' })).status).toBe(423);
  }, 120_000);
});
