import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { LangKey } from '@esg/core/schemas/common';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { approveAll, boardOf, fakeDraft, saveBoard, signOffLinkOf } from '../support/signOff';

/**
 * The edition the board signs (docs/decisions/0113-board-sign-off.md): the directors are mailed in the company's
 * language and read the newest draft in that language, whichever edition was printed last.
 */
const Y = '2025-12-31';
const send = (token: string) => call('POST', `/api/workflow/${Y}/signoff`, { token });

async function companyWithBoard(langKey: LangKey) {
  const co = await freshCompany([{ yearEnd: Y }], 'companyAdmin', langKey);
  const board = boardOf(ulid().toLowerCase());
  await saveBoard(co.token, Y, board);
  await approveAll(co, Y);
  return { co, director: board[0]!.email };
}

describe('the draft the board is sent', () => {
  it('is the newest draft in the company’s language, not the edition printed last', async () => {
    const { co, director } = await companyWithBoard('en');
    const hk = await fakeDraft(co.tenantId, Y, 1, 'hk');
    const en = await fakeDraft(co.tenantId, Y, 1, 'en');
    const cn = await fakeDraft(co.tenantId, Y, 1, 'cn');
    const sent = await send(co.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const link = await signOffLinkOf(director);
    const opened = await call('GET', `/api/signoff/${link}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.draftUrl).toContain(`${en}.pdf`);
    expect(opened.body.draftUrl).not.toContain(cn);
    expect(opened.body.draftUrl).not.toContain(hk);
  }, 60_000);

  it('is refused while no draft is in the company’s language, however many other editions there are', async () => {
    const { co, director } = await companyWithBoard('zh-cn');
    await fakeDraft(co.tenantId, Y, 1, 'en');
    await fakeDraft(co.tenantId, Y, 1, 'hk');
    const refused = await send(co.token);
    expect(refused.status).toBe(409);
    expect(refused.body.messageKey).toBe('signOffNoDraft');

    const cn = await fakeDraft(co.tenantId, Y, 1, 'cn');
    await fakeDraft(co.tenantId, Y, 1, 'en');
    expect((await send(co.token)).status).toBe(200);
    const opened = await call('GET', `/api/signoff/${await signOffLinkOf(director)}`);
    expect(opened.body.draftUrl).toContain(`${cn}.pdf`);
  }, 60_000);
});
