import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context, SQSEvent } from 'aws-lambda';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ulid } from 'ulid';
import { browser, browserLaunches, closeBrowser } from '@esg/functions/workers/chromium';
import { handler } from '@esg/functions/workers/report';
import { createJob, docxKeyOf, loadJob, pdfKey, type ReportJobRecord } from '@esg/core/domain/reports/jobs';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { getBytes, s3 } from '@esg/core/infra/s3Objects';
import { runInContext } from '@esg/core/context';
import type { ReportMessage } from '@esg/core/schemas/reports';
import { sqsRecord } from '../../packages/local/src/poller';
import { auditItems, whoIs } from '../support/tenants';
import { buildEnv } from '../../packages/local/src/webBuild';

const YEAR = '2025-12-31';
const sqs = new SQSClient({});
const queueUrl = () => JSON.parse(process.env.SST_RESOURCE_ReportQueue!).url as string;
const bucket = () => JSON.parse(process.env.SST_RESOURCE_Files!).name as string;

let tenantId: string;

/** A QUEUED job of Acme; a year Acme does not have makes a poison job (its data cannot load). */
async function job(yearEnd = YEAR): Promise<ReportMessage> {
  const j = await runInContext({ requestId: ulid() }, () => createJob(tenantId, 'test', yearEnd));
  return { tenantId, jobId: j.id, yearEnd };
}

/** Invokes the worker in this process, as Lambda would; returns the failed records' positions. */
async function invoke(...messages: ReportMessage[]): Promise<number[]> {
  const event: SQSEvent = {
    Records: messages.map((m) =>
      sqsRecord({ MessageId: ulid(), ReceiptHandle: 'r', Body: JSON.stringify(m), Attributes: {} }, 'arn:test'),
    ),
  };
  const out = await handler(event, { getRemainingTimeInMillis: () => 120_000, functionName: 'test' } as Context);
  const ids = event.Records.map((r) => r.messageId);
  return out.batchItemFailures.map((f) => ids.indexOf(f.itemIdentifier));
}

async function until(jobId: string, status: ReportJobRecord['status'], timeoutMs = 100_000) {
  const start = Date.now();
  for (;;) {
    const j = await loadJob(tenantId, jobId, true);
    if (j.status === status) return j;
    if (Date.now() - start > timeoutMs) throw new Error(`job ${jobId} is ${j.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A DONE job once its Word edition is no longer being prepared (ADR 0132). */
async function untilWord(jobId: string, timeoutMs = 30_000) {
  for (const start = Date.now(); ;) {
    const j = await loadJob(tenantId, jobId, true);
    if (j.word !== 'preparing') return j;
    if (Date.now() - start > timeoutMs) throw new Error(`job ${jobId}'s Word edition is still being prepared`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Audit actions recorded for one job, oldest first: one per transition the worker made. */
async function transitions(jobId: string) {
  const key = keys.reportJob(tenantId, jobId);
  const items = await auditItems(tenantId);
  return items.filter((a) => a.entity === `${key.pk}|${key.sk}`).map((a) => a.action);
}

async function reportObjects(jobId: string) {
  const out = await s3().send(
    new ListObjectsV2Command({ Bucket: bucket(), Prefix: `tenants/${tenantId}/report/${YEAR}/${jobId}` }),
  );
  return (out.Contents ?? []).map((o) => o.Key);
}

/**
 * Text of a PDF through pdf.js (unpdf's build from npm, so CI needs no system package): it only finds the CJK
 * text if the fonts are embedded with ToUnicode maps, which is what this asserts.
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  const { text } = await extractText(doc, { mergePages: false });
  return text.join('\n');
}

/**
 * The worker prints web/dist/report.html: build the web app once if this checkout has not.
 * Both report test files may start together, so a lock directory lets one build while the other waits.
 */
async function ensureReportPage(deadline = Date.now() + 240_000) {
  const page = new URL('../../web/dist/report.html', import.meta.url);
  const lock = join(tmpdir(), 'esg-web-build.lock');
  while (!existsSync(page) && Date.now() < deadline) {
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      execFileSync('npm', ['run', 'build', '-w', '@esg/web'], { stdio: 'inherit', env: buildEnv() });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

beforeAll(async () => {
  tenantId = (await whoIs('acme.admin')).tenantId;
  await ensureReportPage();
}, 300_000);

afterAll(() => closeBrowser());

describe('the report worker (SQS → Chromium → S3)', () => {
  it('prints a queued job to an A4 PDF under the tenant prefix in the language asked for', async () => {
    const msg: ReportMessage = { ...(await job()), lang: 'hk' };
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: JSON.stringify(msg) }));
    await until(msg.jobId, 'DONE');
    // The Word edition is stored after DONE (ADR 0132): its transition is the last.
    const done = await untilWord(msg.jobId);
    expect(done.progress).toBe(100);
    expect(done.pdfKey).toBe(`tenants/${tenantId}/report/${YEAR}/${msg.jobId}.pdf`);
    const text = await pdfText((await getBytes(done.pdfKey!))!);
    expect(text).toContain('環境、社會及管治報告');
    expect(text).toContain('極致控股有限公司'); // the running header
    // A Chinese edition names the company by its Chinese name wherever it prints it (ADR 0137).
    expect(text).not.toContain('Acme Holdings Ltd');
    // One audited transition per state change; the progress writes between them are no event anyone audits.
    expect(await transitions(msg.jobId)).toEqual(['report.request', 'report.start', 'report.done', 'report.word']);
  }, 120_000); // the first job of a run also starts the worker and Chromium

  it('prints a duplicate delivery once: one PDF (and its .docx), one DONE transition', async () => {
    const msg = await job();
    expect(await invoke(msg, msg)).toEqual([]);
    expect(await invoke(msg)).toEqual([]);
    const actions = await transitions(msg.jobId);
    expect(actions.filter((a) => a === 'report.start')).toHaveLength(1);
    expect(actions.filter((a) => a === 'report.done')).toHaveLength(1);
    // One PDF and its Word edition (ADR 0044), each written once.
    const key = pdfKey(tenantId, YEAR, msg.jobId);
    expect(await reportObjects(msg.jobId)).toEqual([docxKeyOf(key), key]);
    // Powertools keeps its record in the one table, under our pk/sk, expiring through the table's TTL.
    const hash = createHash('md5').update(JSON.stringify(msg.jobId)).digest('base64');
    const record = await getItem<{ status: string; ttl: number }>(
      { pk: keys.idempotencyPk('report-worker'), sk: `report-job#${hash}` },
      true,
    );
    expect(record).toMatchObject({ status: 'COMPLETED' });
    expect(record!.ttl).toBeGreaterThan(Date.now() / 1000);
  }, 120_000);

  it('reports only the failing record of a batch, and only that one is retried', async () => {
    const [good1, bad, good2] = [await job(), await job('1999-12-31'), await job()];
    expect(await invoke(good1, bad, good2)).toEqual([1]);
    expect((await loadJob(tenantId, bad.jobId, true)).status).toBe('RUNNING');

    const [q1, qBad, q2] = [await job(), await job('1999-12-31'), await job()];
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl(),
        Entries: [q1, qBad, q2].map((m, i) => ({ Id: String(i), MessageBody: JSON.stringify(m) })),
      }),
    );
    for (const m of [q1, q2]) expect((await until(m.jobId, 'DONE')).attempts).toBe(1);
    expect((await until(qBad.jobId, 'FAILED')).attempts).toBe(3);
  }, 120_000);

  it('marks a poison job FAILED on its third receive and dead-letters the message', async () => {
    const msg = await job('1999-12-31');
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: JSON.stringify(msg) }));
    const failed = await until(msg.jobId, 'FAILED');
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/could not be generated/);
    const dlqUrl = queueUrl().replace(/esg-reports$/, 'esg-reports-dlq');
    const start = Date.now();
    let found = false;
    while (!found && Date.now() - start < 20_000) {
      const out = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: dlqUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          VisibilityTimeout: 0,
        }),
      );
      found = (out.Messages ?? []).some((m) => m.Body === JSON.stringify(msg));
    }
    expect(found).toBe(true);
  }, 120_000);

  it('prints two jobs back to back in one warm process with one browser, and survives a dead one', async () => {
    const [a, b] = [await job(), await job()];
    expect(await invoke(a)).toEqual([]);
    const launches = browserLaunches();
    expect(await invoke(b)).toEqual([]);
    expect(browserLaunches()).toBe(launches);
    for (const m of [a, b]) expect((await loadJob(tenantId, m.jobId, true)).status).toBe('DONE');

    // A crashed Chromium (sparticuz runs --single-process) must not break every later job.
    (await browser()).process()?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const c = await job();
    expect(await invoke(c)).toEqual([]);
    expect(browserLaunches()).toBe(launches + 1);
  }, 120_000);
});
