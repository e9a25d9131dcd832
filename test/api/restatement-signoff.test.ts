import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { auditItems } from '../support/tenants';
import { fakeDraft, readyForSignOff, signOffLinkOf } from '../support/signOff';

/**
 * A restated year and the board (docs/decisions/0118-restatement.md, 0113-board-sign-off.md): the board approved the
 * figures of the version it read, so a restatement ends its sign-off and a lock's override; the restated version is
 * locked only once the board approves it (or with a new reason), on a draft of that version.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const REASON = 'December’s electricity bill was corrected by the supplier.';

let co: { tenantId: string; name: string; token: string };
let board: Awaited<ReturnType<typeof readyForSignOff>>;
const send = () => call('POST', `${base}/signoff`, { token: co.token });
const lock = (body: object = {}) => call('POST', `${base}/lock`, { token: co.token, body });
const signOff = async () => (await call('GET', `${base}/signoff`, { token: co.token })).body;
const periodVersion = async () =>
  ((await call('GET', '/api/compPeriod', { token: co.token })).body as { yearEnd: string; version: number }[]).find(
    (p) => p.yearEnd === Y,
  )!.version;
const restate = async () => {
  const res = await call('POST', `/api/restatements/${Y}`, {
    token: co.token,
    body: { reason: REASON, version: await periodVersion() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
async function boardApproves() {
  expect((await send()).status).toBe(200);
  for (const director of board) {
    const answered = await call('POST', '/api/signoff', {
      body: { id: await signOffLinkOf(director.email), decision: 'approve' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  }
  expect(await signOff()).toMatchObject({ status: 'approved' });
}

describe('a restated year and the board’s sign-off', () => {
  beforeAll(async () => {
    co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    // A complete year: the lock asks that its final report leave nothing open (ADR 0161).
    board = await readyForSignOff(co, Y, co.name);
  }, 60_000);

  it('ends the sign-off of the version replaced: the restated version is not locked on it', async () => {
    await boardApproves();
    expect((await lock()).status).toBe(200);
    // Home reads from it that nothing is sent any more.
    expect(await signOff()).toMatchObject({ status: 'approved', locked: true });

    await restate();
    // What the board approved is in the restatement's audit entry; the year's sign-off is to be sought again.
    expect(await signOff()).toMatchObject({ status: 'none', locked: false, directors: [] });
    const entry = (await auditItems(co.tenantId)).find((a) => a.action === 'period.restate') as
      { before?: { boardApprovedOn?: string } } | undefined;
    expect(entry?.before?.boardApprovedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const refused = await lock();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ messageKey: 'yearNotSignedOff', data: { signedOff: false } });
  }, 60_000);

  it('sends the restated version to the board only with a draft of that version', async () => {
    // The reports of version 1 (its draft, its final) are not what the board is asked to approve now.
    const early = await send();
    expect(early.status).toBe(409);
    expect(early.body.messageKey).toBe('signOffNoDraft');

    await fakeDraft(co.tenantId, Y, 2);
    await boardApproves();
    const locked = await lock();
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.lockOverride).toBeUndefined();
  }, 60_000);

  it('ends a lock’s override with the version: the restated year locked on the board’s approval says so', async () => {
    await restate();
    await fakeDraft(co.tenantId, Y, 3);
    const forced = await lock({ overrideReason: 'The board approved the correction at its meeting.' });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect((await call('GET', base, { token: co.token })).body.lockOverride).toMatchObject({ signedOff: false });

    await restate();
    await fakeDraft(co.tenantId, Y, 4);
    await boardApproves();
    expect((await lock()).status).toBe(200);
    expect((await call('GET', base, { token: co.token })).body.lockOverride).toBeUndefined();
  }, 90_000);
});
