import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { bucket, deleteObjects, s3 } from '@esg/core/infra/s3';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { putTicket, uploadOne, withMagic } from '../support/files';
import { every, saveBoundaries } from '../support/resources';

/** Evidence fingerprints and coverage (docs/decisions/0108-evidence-fingerprints.md), in a company of its own. */
const YEAR = '2025-12-31';
const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 3000) });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const objectKeyOf = (url: string) => decodeURIComponent(new URL(url).pathname).split('/').slice(2).join('/');

let token: string;
let rows: string[];

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin'));
  const loc = await saveBoundaries(token, [YEAR]);
  const row = (account: string) => ({
    version: 0,
    locationId: loc.hq,
    unit: 'kWh',
    months: every('100'),
    attributes: { supplier: 'clp', account },
  });
  const saved = await call('PUT', `/api/resource/electricity/${YEAR}`, {
    token,
    body: { rows: [row('A-1'), row('B-2')] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  rows = saved.body.rows.map((r: { id: string }) => r.id);
});

const integrity = async () => {
  const res = await call('GET', `/api/evidence-integrity/${YEAR}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('evidence fingerprints', () => {
  it('fingerprints a file at upload, shows it in the file log, and reports bytes that changed or vanished', async () => {
    const bill = pdf('march-bill.pdf');
    const target = { kind: 'row', resource: 'electricity', row: rows[0], month: 3 } as const;
    const { ticket, confirmed } = await uploadOne(token, bill, `evidence/${YEAR}`, target);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.sha256).toBe(sha(bill.bytes));
    const log = await call('GET', '/api/file/file-logs?size=5', { token });
    expect(
      log.body.items.find((e: { action: string; fileId: string }) => e.action === 'upload' && e.fileId === ticket.id),
    ).toMatchObject({
      sha256: sha(bill.bytes),
    });
    expect((await integrity()).files).toEqual([expect.objectContaining({ id: ticket.id, state: 'intact' })]);

    // The same size, other bytes, written behind the product's back (a ticket is good for one upload only).
    const forged = withMagic('%PDF-1.7\n', bill.bytes.length);
    expect((await putTicket(ticket, forged)).status).toBe(412);
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: objectKeyOf(ticket.url), Body: forged }));
    expect((await integrity()).files[0]).toMatchObject({ id: ticket.id, state: 'changed', sha256: sha(bill.bytes) });

    await deleteObjects([objectKeyOf(ticket.url)]);
    expect((await integrity()).files[0]).toMatchObject({ state: 'missing' });
  });

  it('says which reported figures have evidence, per section', async () => {
    const c = (await integrity()).coverage;
    expect(c.environmental).toMatchObject({ covered: 1, total: 2, percent: 50 });
    expect(c.environmental.uncovered).toEqual([expect.objectContaining({ type: 'electricity', rowId: rows[1] })]);
    const saved = await call('PUT', `/api/page-data/health_safety/${YEAR}`, {
      token,
      body: { values: { fatalities: '0' }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await integrity()).coverage.social;
    expect(after).toMatchObject({ covered: 0, total: 1 });
    expect(after.uncovered).toEqual([{ pageKey: 'health_safety', fieldId: 'fatalities' }]);
    const field = { kind: 'field', page: 'health_safety', field: 'fatalities' } as const;
    expect((await uploadOne(token, pdf('register.pdf'), `evidence/${YEAR}`, field)).confirmed.status).toBe(200);
    expect((await integrity()).coverage.social).toMatchObject({ covered: 1, total: 1, percent: 100, uncovered: [] });
  });

  it('never reads another company’s year', async () => {
    const { token: other } = await freshCompany([{ yearEnd: '2026-12-31' }]);
    expect((await call('GET', `/api/evidence-integrity/${YEAR}`, { token: other })).status).toBe(404);
  });
});
