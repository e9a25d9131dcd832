import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { readyForSignOff, signOffLinkOf } from '../support/signOff';
import { sendRequest, shareAnswer, supplierRequests } from '../support/suppliers';

/**
 * The e-mailed links answered twice at once — a double click, two tabs, a replay (docs/decisions/0063, 0113, 0119):
 * one answer is taken, the other is told, and what the company sees holds exactly the answer taken.
 */
const Y = '2025-12-31';
const INVALID = 'questionnaireInvalid';

describe('a director’s link answered at once', () => {
  it('takes one answer of the same link; two directors approving at once both count, the board approved once', async () => {
    const co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const board = await readyForSignOff(co, Y);
    expect((await call('POST', `/api/workflow/${Y}/signoff`, { token: co.token })).status).toBe(200);
    const first = await signOffLinkOf(board[0]!.email);
    const answers = await Promise.all([
      call('POST', '/api/signoff', { body: { id: first, decision: 'approve' } }),
      call('POST', '/api/signoff', { body: { id: first, decision: 'comment', comment: 'Name the chair.' } }),
      call('POST', '/api/signoff', { body: { id: first, decision: 'approve' } }),
    ]);
    const taken = answers.filter((a) => a.status === 200);
    expect(taken).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.messageKey])).toEqual([
      [404, INVALID],
      [404, INVALID],
    ]);
    const after = (await call('GET', `/api/workflow/${Y}/signoff`, { token: co.token })).body;
    const decision = taken[0]!.body.decision as 'approved' | 'commented';
    expect(after.status).toBe(decision === 'approved' ? 'sent' : 'returned');
    expect(after.directors.map((d: { decision?: string }) => d.decision ?? null)).toEqual([decision, null]);

    const other = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const directors = await readyForSignOff(other, Y);
    expect((await call('POST', `/api/workflow/${Y}/signoff`, { token: other.token })).status).toBe(200);
    const links = await Promise.all(directors.map((d) => signOffLinkOf(d.email)));
    const both = await Promise.all(
      links.map((id) => call('POST', '/api/signoff', { body: { id, decision: 'approve' } })),
    );
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    const approved = (await call('GET', `/api/workflow/${Y}/signoff`, { token: other.token })).body;
    expect(approved).toMatchObject({ status: 'approved', approvedOn: expect.any(String) });
    expect(approved.directors.map((d: { decision?: string }) => d.decision)).toEqual(['approved', 'approved']);
  }, 120_000);
});

describe('a supplier’s link answered at once', () => {
  it('takes one answer of three, and a withdrawal at the answer’s moment leaves nothing counted', async () => {
    const co = await freshCompany([{ yearEnd: Y }]);
    const r = await sendRequest(co.token, Y);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/supplier', { body: shareAnswer(r.link) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.messageKey)).toEqual([
      'questionnaireSubmitted',
      'questionnaireSubmitted',
    ]);
    expect((await supplierRequests(co.token, Y)).tCO2e).toBe('625');

    const late = await sendRequest(co.token, Y, { supplierName: 'Tsuen Wan Cartons Ltd' });
    const [withdrawn, answered] = await Promise.all([
      call('POST', `/api/supplierRequest/${late.id}/withdraw`, {
        token: co.token,
        body: { year: Y, version: late.version },
      }),
      call('POST', '/api/supplier', { body: shareAnswer(late.link) }),
    ]);
    expect([200, 409], JSON.stringify(withdrawn.body)).toContain(withdrawn.status);
    expect([200, 404], JSON.stringify(answered.body)).toContain(answered.status);
    // Withdrawn (before or after the answer): its answer is not counted. Answered first: the withdrawal read an older
    // version and is refused, and the answer counts.
    const now = await supplierRequests(co.token, Y);
    const request = now.requests.find((x: { id: string }) => x.id === late.id);
    expect(request.status).toBe(withdrawn.status === 200 ? 'withdrawn' : 'submitted');
    expect(now.tCO2e).toBe(withdrawn.status === 200 ? '625' : '1250');
  }, 120_000);
});
