import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Context, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { handler } from '@esg/functions/workers/report';
import { createJob, loadJob } from '@esg/core/domain/reports/jobs';
import { getBytes } from '@esg/core/infra/s3Objects';
import { runInContext } from '@esg/core/context';
import type { Language } from '@esg/core/schemas/common';
import type { ReportMessage } from '@esg/core/schemas/reports';
import { sqsRecord } from '../../packages/local/src/poller';

/** Prints one report of a company in this process (as Lambda would) and returns each page's text. */
export async function printReport(tenantId: string, yearEnd: string, lang: Language): Promise<string[]> {
  const job = await runInContext({ requestId: ulid() }, () => createJob(tenantId, 'test', yearEnd));
  const msg: ReportMessage = { tenantId, jobId: job.id, yearEnd, lang };
  const event: SQSEvent = {
    Records: [sqsRecord({ MessageId: ulid(), ReceiptHandle: 'r', Body: JSON.stringify(msg), Attributes: {} }, 'arn')],
  };
  const out = await handler(event, { getRemainingTimeInMillis: () => 120_000, functionName: 'test' } as Context);
  expect(out.batchItemFailures).toEqual([]);
  const done = await loadJob(tenantId, job.id, true);
  const bytes = (await getBytes(done.pdfKey!))!;
  const doc = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  return (await extractText(doc, { mergePages: false })).text;
}

/** Text without any white space: PDF text extraction breaks lines and spaces wherever the layout did. */
export const squeeze = (s: string) => s.replace(/\s+/g, '');
