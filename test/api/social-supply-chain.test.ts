import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { OPEN as Y2, socialCompany, versionAndTenancyGuards } from '../support/socialPage';

/** The spec's Supply chain calls: the same item as `/api/page-data/supply_chain/{year}`. */
const pageData = `/api/page-data/supply_chain/${Y2}`;
const suppliers = {
  suppliersByRegion: [
    { region: 'Hong Kong', suppliers: '12' },
    { region: 'Mainland China', suppliers: '30' },
  ],
  engagementPractices: 'Code of conduct signed by every supplier; yearly audits of the largest ten.',
  suppliersEngaged: '40',
  riskIdentification: 'Country and commodity risk screening on onboarding.',
  greenProcurement: 'Recycled paper and FSC timber preferred.',
};

const company = socialCompany();
const path = (y = Y2) => `/api/supply-chain/${company.periods[y]}`;

describe('supply chain', () => {
  it('round-trips through PUT /api/supply-chain/{id} and the page-data route, with the B5.1 total computed', async () => {
    const saved = await call('PUT', path(), {
      token: company.token,
      body: { values: { ...suppliers, totalSuppliers: '1' }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 12 + 30 = 42 suppliers, whatever the client claimed.
    expect(saved.body).toMatchObject({
      pageKey: 'supply_chain',
      version: 1,
      values: { ...suppliers, totalSuppliers: '42' },
    });
    expect((await call('GET', pageData, { token: company.token })).body).toMatchObject({
      version: 1,
      values: { totalSuppliers: '42' },
    });
    const edited = await call('PUT', pageData, {
      token: company.token,
      body: { values: { ...suppliers, suppliersByRegion: [{ region: 'Hong Kong', suppliers: '40' }] }, version: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call('GET', path(), { token: company.token })).body).toMatchObject({
      version: 2,
      values: { totalSuppliers: '40' },
    });
  });

  it('refuses malformed JSON, wrong types, unknown fields and more engaged suppliers than suppliers with 400, storing nothing', async () => {
    const malformed = await call('PUT', path(), { token: company.token, body: '{"values": {' });
    expect(malformed.status).toBe(400);
    const wrong = await call('PUT', path(), {
      token: company.token,
      body: { values: { suppliersEngaged: 3, suppliersByRegion: 'HK', rating: '1' }, version: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining([
        'body.version',
        'body.values.suppliersEngaged',
        'body.values.suppliersByRegion',
        'body.values.rating',
      ]),
    );
    const fractional = await call('PUT', path(), {
      token: company.token,
      body: { values: { suppliersByRegion: [{ region: 'HK', suppliers: '2.5' }], suppliersEngaged: '-1' }, version: 2 },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'body.values.suppliersByRegion.0.suppliers',
      'body.values.suppliersEngaged',
    ]);
    const tooMany = await call('PUT', path(), {
      token: company.token,
      body: { values: { ...suppliers, suppliersEngaged: '43' }, version: 2 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.issues).toEqual([
      { path: 'suppliersEngaged', code: 'max', message: 'This field cannot be more than 42.', params: { max: '42' } },
    ]);
    expect((await call('GET', path(), { token: company.token })).body.version).toBe(2);
  });

  versionAndTenancyGuards({
    company,
    read: (token, y) => call('GET', path(y), { token }),
    save: (token, y, body) => call('PUT', path(y), { token, body }),
    pageData,
    values: (v) => ({ ...suppliers, suppliersEngaged: v }),
  });
});
