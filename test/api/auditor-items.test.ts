import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { createJob } from '@esg/core/domain/reports/jobs';
import { write } from '@esg/core/infra/db/write';
import * as keys from '@esg/core/infra/db/itemKeys';
import { baseUrl, call } from '../support/api';
import { freshCompany } from '../support/company';
import { freshAuditor } from '../support/auditor';
import { pollUntilDone } from '../support/jobs';
import { uploadOne, withMagic } from '../support/files';
import { saveBoundaries } from '../support/resources';

/**
 * What is built for the auditor's years, opened by the auditor (docs/decisions/0115-the-auditor.md): a report and
 * its progress, a publication pack, an assurance pack (ADR 0117), an Excel import, an evidence file. An item of
 * another year, or of another company, is not found: its existence is never given away.
 */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
let admin: string;
let tenantId: string;
let token: string;
const items: Record<string, { in: string; out: string }> = {};

/** A finished report job (a report, or a publication pack whose editions agree) stored as the worker leaves it. */
async function finishedJob(tenant: string, yearEnd: string, pack = false) {
  return runInContext({ requestId: ulid() }, async () => {
    const facts = pack
      ? { pack: { langs: ['en' as const], parity: { passed: true, editions: [] } } }
      : { lang: 'en' as const, edition: 'draft' as const };
    const job = await createJob(tenant, 'test', yearEnd, () => [], facts);
    const set = { status: 'DONE', progress: 100, pdfKey: `tenants/${tenant}/reports/${yearEnd}/${job.id}.pdf` };
    await write({
      tenantId: tenant,
      action: 'test.reportDone',
      changes: [{ op: 'update', key: keys.reportJob(tenant, job.id), expectedVersion: 1, set }],
    });
    return job.id;
  });
}

async function assurancePack(yearEnd: string) {
  const res = await call('POST', `/api/assurance-pack/${yearEnd}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  expect((await pollUntilDone(admin, res.body.id)).job.status).toBe('DONE');
  return res.body.id as string;
}

async function excelImport(yearEnd: string) {
  const res = await call('POST', `/api/archived-result/excel/${yearEnd}`, {
    token: admin,
    body: { name: 'data.xlsx', size: 1000 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.import.id as string;
}

async function evidence(yearEnd: string) {
  const file = { name: `${yearEnd}.pdf`, type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 1000) };
  return (await uploadOne(admin, file, `attachment/${yearEnd}`)).ticket.id as string;
}

beforeAll(async () => {
  ({ token: admin, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }], 'companyAdmin'));
  await saveBoundaries(admin, [Y1, Y2]);
  const both = async (make: (yearEnd: string) => Promise<string>) => ({ in: await make(Y2), out: await make(Y1) });
  items.report = await both((y) => finishedJob(tenantId, y));
  items.pack = await both((y) => finishedJob(tenantId, y, true));
  items.assurance = await both(assurancePack);
  items.import = await both(excelImport);
  items.file = await both(evidence);
  token = (await freshAuditor(tenantId, [Y2])).token;
}, 120_000);

/** A GET as `who`, its redirect not followed (a presigned link to S3 is the answer, not what it leads to). */
async function get(path: string, who: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${who}` }, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as { code?: string } };
}

/** Each item route the auditor's screens offer: the item it names and what a reader gets. */
const routes = [
  ['report', '/api/report/pdf/{id}', 302],
  ['report', '/api/report/download/{id}', 302],
  ['report', '/api/report-progress/{id}', 200],
  ['pack', '/api/report-pack/download/{id}', 302],
  ['pack', '/api/report-progress/{id}', 200],
  ['assurance', '/api/assurance-pack/download/{id}', 302],
  ['assurance', '/api/report-progress/{id}', 200],
  ['import', '/api/excel-import/{id}', 200],
  ['file', '/api/file/{id}', 302],
] as const;

describe('the auditor opens what is built for its years', () => {
  it.each(routes)('%s: %s of its year answers as to anyone', async (item, path, status) => {
    const res = await get(path.replace('{id}', items[item]!.in), token);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    // The company's own administrator gets the same answer.
    expect((await get(path.replace('{id}', items[item]!.in), admin)).status).toBe(status);
  });

  it.each(routes)('%s: %s of another year is not found, never refused', async (item, path) => {
    const res = await get(path.replace('{id}', items[item]!.out), token);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    // The administrator, whose year it is, reads it.
    expect((await get(path.replace('{id}', items[item]!.out), admin)).status).toBeLessThan(400);
  });

  it('is not found another company’s report, pack or import, nor one that does not exist', async () => {
    const other = await freshCompany([{ yearEnd: Y2 }], 'companyAdmin');
    const foreign = await finishedJob(other.tenantId, Y2);
    for (const id of [foreign, ulid()])
      for (const [, path] of routes) {
        const res = await get(path.replace('{id}', id), token);
        expect(res.status, `${path} ${id}`).toBe(404);
      }
  });
});
