import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { runReportJob, WORD_TRIES, type ReportHooks } from '@esg/functions/workers/reportJob';
import { reportDocx } from '@esg/core/domain/reports/docx';
import { createJob, docxKeyOf, loadJob, type ReportJobRecord } from '@esg/core/domain/reports/jobs';
import * as keys from '@esg/core/infra/db/itemKeys';
import { VersionedItem } from '@esg/core/infra/db/versioned';
import { s3 } from '@esg/core/infra/s3Objects';
import { runInContext } from '@esg/core/context';
import type { ReportData, ReportMessage } from '@esg/core/schemas/reports';
import { baseUrl, call, signIn } from '../support/api';
import { auditItems, whoIs } from '../support/tenants';

/**
 * The Word edition built after the PDF (docs/decisions/0132-word-edition-after-the-pdf.md): the worker runs in this
 * process (its Word build held back or made to fail through a test hook of the worker, never reachable from a route
 * or a queue message), the downloads are asked of the API as the web asks them.
 */
const YEAR = '2025-12-31';
const bucket = () => JSON.parse(process.env.SST_RESOURCE_Files!).name as string;
let tenantId: string;
let token: string;

async function queued(): Promise<ReportMessage> {
  const j = await runInContext({ requestId: ulid() }, () =>
    createJob(tenantId, 'test', YEAR, () => [], { lang: 'en', edition: 'draft' }),
  );
  return { tenantId, jobId: j.id, yearEnd: YEAR, lang: 'en' };
}

const run = (msg: ReportMessage, hooks: ReportHooks = {}) =>
  runInContext({ requestId: ulid() }, () => runReportJob(msg, undefined, hooks));

async function until(jobId: string, done: (j: ReportJobRecord) => boolean, timeoutMs = 100_000) {
  for (const start = Date.now(); ;) {
    const j = await loadJob(tenantId, jobId, true);
    if (done(j)) return j;
    if (Date.now() - start > timeoutMs) throw new Error(`job ${jobId} is ${j.status}, word ${j.word}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** GET /api/report/download/{id}: the redirect to S3 (302) or the API's refusal. */
const download = (jobId: string, format: 'pdf' | 'docx') =>
  fetch(`${baseUrl()}/api/report/download/${jobId}?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });

const stored = (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: bucket(), Key: key }))
    .then(
      () => true,
      () => false,
    );

async function transitions(jobId: string) {
  const key = keys.reportJob(tenantId, jobId);
  return (await auditItems(tenantId)).filter((a) => a.entity === `${key.pk}|${key.sk}`).map((a) => a.action);
}

beforeAll(async () => {
  tenantId = (await whoIs('acme.admin')).tenantId;
  token = await signIn('acme.admin');
});
afterAll(() => closeBrowser());

describe('the Word edition after the PDF (ADR 0132)', () => {
  it('reaches DONE with the PDF stored while the Word edition is still being prepared, then offers it', async () => {
    const msg = await queued();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const word = async (data: ReportData) => {
      await held;
      return reportDocx(data);
    };
    const running = run(msg, { word });
    const done = await until(msg.jobId, (j) => j.status === 'DONE');
    expect(done.word).toBe('preparing');
    expect(await stored(done.pdfKey!)).toBe(true);
    expect(await stored(docxKeyOf(done.pdfKey!))).toBe(false);

    // The web's poll says so, the PDF downloads, the Word file is refused with its state (never 500).
    const progress = await call('GET', `/api/report-progress/${msg.jobId}`, { token });
    expect(progress.body).toMatchObject({ status: 'DONE', progress: 100, word: 'preparing' });
    expect((await download(msg.jobId, 'pdf')).status).toBe(302);
    const early = await download(msg.jobId, 'docx');
    expect(early.status).toBe(404);
    expect(await early.json()).toMatchObject({
      code: 'WORD_NOT_READY',
      data: { word: 'preparing' },
      message: 'The Word edition of this report is still being prepared.',
    });

    release();
    await running; // the invocation returns only once the Word edition is stored
    expect((await loadJob(tenantId, msg.jobId, true)).word).toBe('ready');
    expect((await call('GET', `/api/report-progress/${msg.jobId}`, { token })).body.word).toBe('ready');
    const docx = await download(msg.jobId, 'docx');
    expect(docx.status).toBe(302);
    const bytes = new Uint8Array(await (await fetch(docx.headers.get('location')!)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 2))).toBe('PK');
    expect((await transitions(msg.jobId)).slice(-2)).toEqual(['report.done', 'report.word']);
  }, 120_000);

  it('keeps the PDF when the Word edition cannot be built: tried again, then marked failed and said so', async () => {
    const msg = await queued();
    let tries = 0;
    const word = () => {
      tries++;
      return Promise.reject(new Error('docx exploded'));
    };
    await expect(run(msg, { word })).resolves.toMatchObject({ jobId: msg.jobId });
    expect(tries).toBe(WORD_TRIES);
    const job = await loadJob(tenantId, msg.jobId, true);
    expect(job).toMatchObject({ status: 'DONE', word: 'failed' });
    expect(await stored(docxKeyOf(job.pdfKey!))).toBe(false);
    expect((await call('GET', `/api/report-progress/${msg.jobId}`, { token })).body).toMatchObject({
      status: 'DONE',
      word: 'failed',
    });
    expect((await download(msg.jobId, 'pdf')).status).toBe(302);
    const refused = await download(msg.jobId, 'docx');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'WORD_NOT_READY', data: { word: 'failed' } });
  }, 120_000);

  it('builds the Word edition of a DONE job whose invocation ended before storing it, without printing again', async () => {
    const msg = await queued();
    await run(msg);
    const done = await loadJob(tenantId, msg.jobId, true);
    // As if the invocation had ended between DONE and the Word file: no file, the job still preparing it.
    await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: docxKeyOf(done.pdfKey!) }));
    await runInContext({ requestId: ulid() }, () =>
      new VersionedItem(tenantId, keys.reportJob(tenantId, msg.jobId), done).set('report.word', { word: 'preparing' }),
    );
    await run(msg); // the redelivery
    expect((await loadJob(tenantId, msg.jobId, true)).word).toBe('ready');
    expect(await stored(docxKeyOf(done.pdfKey!))).toBe(true);
    const actions = await transitions(msg.jobId);
    expect(actions.filter((a) => a === 'report.start')).toHaveLength(1);
    expect(actions.filter((a) => a === 'report.done')).toHaveLength(1);
  }, 120_000);
});
