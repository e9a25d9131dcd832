import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { createJob } from '@esg/core/domain/reports/jobs';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { baseUrl, call, signIn } from '../support/api';
import { pollUntilDone } from '../support/jobs';
import { whoIs } from '../support/tenants';

/** Publication packs through the API (ADR 0099): print, poll, list with the parity result, download one zip. */
const YEAR = '2025-12-31';
let acme: string;
let globex: string;

const download = (id: string, token: string) =>
  fetch(`${baseUrl()}/api/report-pack/download/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });

beforeAll(async () => {
  [acme, globex] = await Promise.all([signIn('acme.admin'), signIn('globex.admin')]);
});

describe('publication packs through the API', () => {
  it('prints the editions together, joins a repeated request, lists the parity result and downloads one zip', async () => {
    const first = await call('POST', `/api/report-pack/${YEAR}?simplified=true`, { token: acme });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Asked again while it prints: the same pack, not a second one.
    const again = await call('POST', `/api/report-pack/${YEAR}?simplified=true`, { token: acme });
    expect(again.body.id).toBe(first.body.id);
    const { job, seen } = await pollUntilDone(acme, first.body.id);
    expect(job.status).toBe('DONE');
    expect(seen.at(-1)).toBe(100);

    const list = await call('GET', `/api/report-packs/${YEAR}`, { token: acme });
    expect(list.status).toBe(200);
    const pack = list.body.find((p: { id: string }) => p.id === first.body.id);
    expect(pack).toMatchObject({ langs: ['en', 'hk', 'cn'], edition: 'draft', status: 'DONE' });
    expect(pack.parity.passed).toBe(true);
    expect(pack.parity.editions.map((e: { lang: string }) => e.lang)).toEqual(['hk', 'cn']);
    // A pack is not a report: the reports list and the PDF routes do not serve it.
    const reports = await call('GET', `/api/reports/${YEAR}`, { token: acme });
    expect(reports.body.some((r: { id: string }) => r.id === first.body.id)).toBe(false);
    expect((await call('GET', `/api/report/download/${first.body.id}`, { token: acme })).status).toBe(404);

    const redirect = await download(first.body.id, acme);
    expect(redirect.status).toBe(302);
    const zip = new Uint8Array(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
    expect(new TextDecoder().decode(zip.subarray(0, 2))).toBe('PK');
    expect(zip.byteLength).toBe(pack.bytes);

    // Another company's pack id is simply not found, on every pack route.
    expect((await download(first.body.id, globex)).status).toBe(404);
    expect((await call('GET', `/api/report-progress/${first.body.id}`, { token: globex })).status).toBe(404);
  }, 180_000);

  it('takes the Simplified edition from the company’s language unless asked', async () => {
    // Acme writes in English: two editions. (Globex, a Simplified-Chinese company, would get three.)
    const res = await call('POST', `/api/report-pack/${YEAR}?simplified=false`, { token: acme });
    expect(res.status).toBe(201);
    await pollUntilDone(acme, res.body.id);
    const list = await call('GET', `/api/report-packs/${YEAR}`, { token: acme });
    expect(list.body.find((p: { id: string }) => p.id === res.body.id).langs).toEqual(['en', 'hk']);
  }, 180_000);

  it('refuses a pack whose parity check failed (409) and one still printing (404)', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const job = await runInContext({ requestId: ulid() }, () =>
      createJob(tenantId, 'test', YEAR, () => [], { edition: 'draft', pack: { langs: ['en', 'hk'] } }),
    );
    expect((await download(job.id, acme)).status).toBe(404);
    const failed = {
      passed: false,
      editions: [{ lang: 'hk', compared: 1, mismatches: [{ kind: 'figure', section: '', reference: {}, other: {} }] }],
    };
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId,
        action: 'report.done',
        changes: [
          {
            op: 'update',
            key: keys.reportJob(tenantId, job.id),
            expectedVersion: 1,
            set: {
              status: 'DONE',
              progress: 100,
              pdfKey: `tenants/${tenantId}/report/${YEAR}/${job.id}-pack.zip`,
              pack: { langs: ['en', 'hk'], parity: failed },
            },
          },
        ],
      }),
    );
    const refused = await call('GET', `/api/report-pack/download/${job.id}`, { token: acme });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PARITY_FAILED', messageKey: 'packParityFailed' });
  });

  it('answers bad input: an unknown year, a malformed year or choice, an unknown id', async () => {
    expect((await call('POST', '/api/report-pack/2019-12-31', { token: acme })).status).toBe(404);
    expect((await call('GET', '/api/report-packs/2019-12-31', { token: acme })).status).toBe(404);
    // Globex's years end on 31 March: Acme's year is not one of them.
    expect((await call('POST', `/api/report-pack/${YEAR}`, { token: globex })).status).toBe(404);
    expect((await call('POST', '/api/report-pack/not-a-date', { token: acme })).status).toBe(400);
    expect((await call('POST', `/api/report-pack/${YEAR}?simplified=maybe`, { token: acme })).status).toBe(400);
    expect((await call('GET', `/api/report-pack/download/${ulid()}`, { token: acme })).status).toBe(404);
  });
});
