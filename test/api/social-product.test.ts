import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { OPEN as Y2, socialCompany, versionAndTenancyGuards } from '../support/socialPage';

/** The spec's Product responsibility calls: the same item as `/api/page-data/product/{year}`. */
const pageData = `/api/page-data/product/${Y2}`;
const products = {
  productsSold: '8000',
  productsRecalled: '3',
  complaintsReceived: '17',
  complaintsHandling: 'Every complaint answered within five working days.',
  intellectualProperty: 'Trademarks registered in every market.',
  qualityAssurance: 'ISO 9001; batch recall within 24 hours.',
  consumerDataProtection: 'PDPO-compliant privacy policy; yearly audit.',
};

const company = socialCompany();
const path = (y = Y2) => `/api/product/${company.periods[y]}`;

describe('product responsibility', () => {
  it('round-trips through PUT /api/product/{id} and the page-data route, with B6.1 % recalled computed', async () => {
    const saved = await call('PUT', path(), {
      token: company.token,
      body: { values: { ...products, percentRecalled: '99' }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 3 ÷ 8,000 × 100 = 0.0375 % → 0.04 %, whatever the client claimed.
    expect(saved.body).toMatchObject({
      pageKey: 'product',
      version: 1,
      values: { ...products, percentRecalled: '0.04' },
    });
    expect((await call('GET', pageData, { token: company.token })).body).toMatchObject({
      version: 1,
      values: { percentRecalled: '0.04' },
    });
    const edited = await call('PUT', pageData, {
      token: company.token,
      body: { values: { ...products, productsRecalled: '80' }, version: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call('GET', path(), { token: company.token })).body).toMatchObject({
      version: 2,
      values: { percentRecalled: '1' },
    });
  });

  it('refuses malformed JSON, wrong types, unknown fields and more recalled than sold with 400, storing nothing', async () => {
    const malformed = await call('PUT', path(), { token: company.token, body: '{"values": {' });
    expect(malformed.status).toBe(400);
    const wrong = await call('PUT', path(), {
      token: company.token,
      body: { values: { productsSold: 8000, complaintsHandling: ['x'], returns: '1' }, version: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining([
        'body.version',
        'body.values.productsSold',
        'body.values.complaintsHandling',
        'body.values.returns',
      ]),
    );
    const bad = await call('PUT', path(), {
      token: company.token,
      body: { values: { productsSold: '1,000', productsRecalled: '1.5', complaintsReceived: '-2' }, version: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'body.values.complaintsReceived',
      'body.values.productsRecalled',
      'body.values.productsSold',
    ]);
    const tooMany = await call('PUT', path(), {
      token: company.token,
      body: { values: { productsSold: '10', productsRecalled: '11' }, version: 2 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.issues).toEqual([
      { path: 'productsRecalled', code: 'max', message: 'This field cannot be more than 10.', params: { max: '10' } },
    ]);
    expect((await call('GET', path(), { token: company.token })).body.version).toBe(2);
  });

  versionAndTenancyGuards({
    company,
    read: (token, y) => call('GET', path(y), { token }),
    save: (token, y, body) => call('PUT', path(y), { token, body }),
    pageData,
    values: (v) => ({ ...products, complaintsReceived: v }),
  });
});
