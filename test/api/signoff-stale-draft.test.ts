import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { approveAll, boardOf, fakeDraft, saveBoard, signOffLinkOf } from '../support/signOff';

/**
 * The draft the board is sent is the year as it stands (docs/decisions/0113-board-sign-off.md): a draft generated
 * before a page's last approval — the board statement fixed after a director's comment — is refused.
 */
const Y = '2025-12-31';
const send = (token: string) => call('POST', `/api/workflow/${Y}/signoff`, { token });
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('a send to the board', () => {
  it('refuses a draft older than the last approval, and takes the one generated after it', async () => {
    const co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const board = boardOf(ulid().toLowerCase());
    await saveBoard(co.token, Y, board);
    await approveAll(co, Y, 'test', (t) => t.pageKey !== 'board_statement');
    const before = await fakeDraft(co.tenantId, Y);
    await tick();
    await approveAll(co, Y);

    const stale = await send(co.token);
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: 'signOffStaleDraft' });
    expect(stale.body.message).toContain('generate the draft again');

    await tick();
    const fresh = await fakeDraft(co.tenantId, Y);
    const sent = await send(co.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const opened = await call('GET', `/api/signoff/${await signOffLinkOf(board[0]!.email)}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.draftUrl).toContain(`${fresh}.pdf`);
    expect(opened.body.draftUrl).not.toContain(before);
  }, 60_000);
});
