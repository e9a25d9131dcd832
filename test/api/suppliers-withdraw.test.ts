import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { scope3Category, sendRequest, shareAnswer, supplierRequests } from '../support/suppliers';

/**
 * A wrong supplier answer is corrected by withdrawing its request and sending a new one (ADR 0119 amended): the
 * withdrawn answer leaves Scope 3 category 1, so only the corrected one is counted.
 */
const Y = '2025-12-31';
type Co = Awaited<ReturnType<typeof freshCompany>>;
const list = async (c: Co) => supplierRequests(c.token, Y);
const category1 = async (c: Co) => scope3Category(c.token, Y, 1);

describe('an answered request withdrawn', () => {
  it('an answered request withdrawn leaves category 1, so the new request that replaces a wrong answer is not counted twice', async () => {
    const c = await freshCompany([{ yearEnd: Y }]);
    const wrong = await sendRequest(c.token, Y, { supplierName: 'Typo Metals Ltd' });
    // The supplier typed its Scope 1 a thousand times too large: 1,250,500 + 3,749.5 t at 12.5 %.
    const typo = shareAnswer(wrong.link, { scope1: '1250500' });
    expect((await call('POST', '/api/supplier', { body: typo })).status).toBe(200);
    expect(await category1(c)).toMatchObject({ supplier: { tCO2e: '156781.1875', suppliers: 1 } });
    const answered = (await list(c)).requests.find((x: { id: string }) => x.id === wrong.id);
    // It takes no reminder, but the company can withdraw it.
    const remind = await call('POST', `/api/supplierRequest/${wrong.id}/remind`, {
      token: c.token,
      body: { year: Y, version: answered.version },
    });
    expect(remind.status).toBe(409);
    expect(remind.body.messageKey).toBe('supplierRequestClosed');
    const w = await call('POST', `/api/supplierRequest/${wrong.id}/withdraw`, {
      token: c.token,
      body: { year: Y, version: answered.version },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(w.body.status).toBe('withdrawn');
    expect((await list(c)).tCO2e).toBe('0');
    expect(await category1(c)).toMatchObject({ state: 'missing', tCO2e: null });
    expect((await call('GET', `/api/supplier/q/${wrong.link}`)).status).toBe(404);
    // Asked again, the corrected answer is the only one counted.
    const again = await sendRequest(c.token, Y, { supplierName: 'Typo Metals Ltd', email: wrong.email });
    expect((await call('POST', '/api/supplier', { body: shareAnswer(again.link) })).status).toBe(200);
    expect(await category1(c)).toMatchObject({ tCO2e: '625', supplier: { tCO2e: '625', suppliers: 1 } });
    // Withdrawn once is withdrawn: a second withdrawal is refused.
    const twice = await call('POST', `/api/supplierRequest/${wrong.id}/withdraw`, {
      token: c.token,
      body: { year: Y, version: w.body.version },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.messageKey).toBe('supplierRequestClosed');
  });
});
