import { beforeAll, describe, expect, it } from 'vitest';
import { nextYearRow } from '@esg/core/schemas/nextYearRow';
import type { ResourceRowView } from '@esg/core/schemas/resources';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { certificate, clpRow, every, saveBoundaries } from '../support/resources';

/**
 * Rows into a new year through POST /api/resource/{type}/newBatch, as Copy from last year (ADR 0038)
 * and the Excel import send them: every row lands, without last year's contractual instruments
 * (ADR 0123), and the year lists them in the order they were sent.
 */
const LAST = '2025-12-31';
const NEXT = '2026-12-31';

let token: string;
let loc: { hq: string; shop: string };
const rowsOf = async (year: string) =>
  (await call<{ rows: ResourceRowView[] }>('GET', `/api/resource/electricity/${year}`, { token })).body.rows;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: LAST }, { yearEnd: NEXT }]));
  loc = await saveBoundaries(token, [LAST, NEXT]);
});

describe('rows copied into a new year', () => {
  it('land without last year’s certificate, which a row with no months could not carry', async () => {
    const headOffice = {
      ...clpRow(loc.hq, every('10000')),
      attributes: { supplier: 'clp', account: 'HQ-1', instruments: [certificate('100')] },
    };
    const shop = { ...clpRow(loc.shop), attributes: { supplier: 'hke', account: 'SHOP-1' } };
    const saved = await call('PUT', `/api/resource/electricity/${LAST}`, { token, body: { rows: [headOffice, shop] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const copies = (await rowsOf(LAST)).map(nextYearRow);
    const res = await call('POST', '/api/resource/electricity/newBatch', {
      token,
      body: { year: NEXT, rows: copies.map((c) => c.row) },
    });
    expect(res.status, JSON.stringify(res.body.data ?? res.body.message)).toBe(201);
    expect(copies.map((c) => [c.row.attributes.account, c.dropped]).sort()).toEqual([
      ['HQ-1', true],
      ['SHOP-1', false],
    ]);
    const copied = (await rowsOf(NEXT)).map((r) => r.attributes);
    expect(copied.sort((a, b) => String(a.account).localeCompare(String(b.account)))).toEqual([
      { supplier: 'clp', account: 'HQ-1' },
      { supplier: 'hke', account: 'SHOP-1' },
    ]);
  });

  it('are listed in the order they were sent, though one batch creates them within a millisecond', async () => {
    const accounts = Array.from({ length: 50 }, (_, i) => `ACC-${String(i + 1).padStart(3, '0')}`);
    const rows = accounts.map((account) => ({ ...clpRow(loc.shop), attributes: { supplier: 'clp', account } }));
    const res = await call('POST', '/api/resource/electricity/newBatch', {
      token,
      body: { year: LAST, rows: rows.map(({ version: _v, ...r }) => r) },
    });
    expect(res.status, JSON.stringify(res.body.data ?? res.body.message)).toBe(201);
    const listed = (await rowsOf(LAST)).filter(
      (r) => r.locationId === loc.shop && String(r.attributes.account).startsWith('ACC-'),
    );
    expect(listed.map((r) => r.attributes.account)).toEqual(accounts);
  });
});
