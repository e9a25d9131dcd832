import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { sendRequest, shareAnswer, supplierRequests } from '../support/suppliers';

/**
 * The audit log names what a supplier request's entries changed (ADR 0119): the request, its answer and its reminders
 * as a supplier data request, by the supplier's name, never as an "other record".
 */
const Y = '2025-12-31';

describe('a supplier request in the audit log', () => {
  it('each entry of a request, its answer and its withdrawal says it is that supplier’s data request', async () => {
    const c = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const sent = await sendRequest(c.token, Y, { supplierName: 'Lantau Foods Ltd' });
    expect((await call('POST', '/api/supplier', { body: shareAnswer(sent.link) })).status).toBe(200);
    const answered = (await supplierRequests(c.token, Y)).requests.find((x: { id: string }) => x.id === sent.id);
    const withdraw = await call('POST', `/api/supplierRequest/${sent.id}/withdraw`, {
      token: c.token,
      body: { year: Y, version: answered.version },
    });
    expect(withdraw.status).toBe(200);
    const log = await call('GET', '/api/audit/audit-log-masters?action=supplier.', { token: c.token });
    expect(log.status).toBe(200);
    const entries = log.body.items as { action: string; subject?: { kind: string; name?: string; yearEnd?: string } }[];
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['supplier.request', 'supplier.answer', 'supplier.withdraw']),
    );
    for (const e of entries)
      expect(e.subject, e.action).toEqual({ kind: 'supplierRequest', yearEnd: Y, name: 'Lantau Foods Ltd' });
  });
});
