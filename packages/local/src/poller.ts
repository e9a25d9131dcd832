import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { REPORT_CONSUMER } from '@esg/core/infra/reportConsumer';
import { EXCEL_CONSUMER } from '@esg/core/infra/excelConsumer';
import { ROOT } from './config';
import { lambdaContext } from './events';
import type { StandIn } from './standins';

type Worker = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

/** How a queue's worker is invoked: as the deployed event source mapping and function are configured. */
export interface Consumer {
  name: string;
  batchSize: number;
  timeoutSeconds: number;
  memoryMb: number;
}
const REPORT_WORKER: Consumer = { name: 'esg-report-worker', ...REPORT_CONSUMER, memoryMb: 2048 };
const EXCEL_WORKER: Consumer = { name: 'esg-excel-import-worker', ...EXCEL_CONSUMER };
/**
 * Per-receive visibility. AWS leaves a failed record invisible for the queue's timeout (720 s);
 * locally a retry comes after 2 s so the 3-receive path to the DLQ takes seconds. (Not
 * ChangeMessageVisibility on failure: local-aws-sqs counts that call as another receive.)
 */
const VISIBILITY_SECONDS = 2;
/**
 * local-aws-sqs answers a receive only once it holds MaxNumberOfMessages or its wait is over
 * (40 ms even for a short poll), so asking for a full batch would add the whole wait to every
 * job. The poller long-polls for one message, then takes as many as are waiting, up to the
 * event source mapping's batch size, into the same batch, as Lambda's poller does. (Its
 * ApproximateNumberOfMessages counts in-flight messages too, hence the subtraction.)
 */
const WAIT_SECONDS = 1;
const ERROR_PAUSE_MS = 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A record exactly as Lambda's SQS event source mapping delivers it. */
export function sqsRecord(m: Message, eventSourceARN: string): SQSRecord {
  const attrs = m.Attributes ?? {};
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? '1',
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [
        k,
        { dataType: v.DataType ?? 'String', stringValue: v.StringValue, stringListValues: [], binaryListValues: [] },
      ]),
    ),
    md5OfBody: m.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN,
    awsRegion: process.env.AWS_REGION ?? 'us-east-1',
  };
}

/** The records Lambda would delete: all but those the worker listed (all, if it threw). */
async function invoke(worker: Worker, event: SQSEvent, c: Consumer): Promise<SQSRecord[]> {
  try {
    const out = await worker(event, lambdaContext(c.name, c.timeoutSeconds * 1000, c.memoryMb));
    const failed = new Set((out?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    return event.Records.filter((r) => !failed.has(r.messageId));
  } catch (err) {
    console.error(`${c.name} threw; the whole batch will be retried`, err);
    return [];
  }
}

/** The worker module as the poller uses it: its handler, and its browser to close on shutdown. */
export interface WorkerModule {
  handler: Worker;
  closeBrowser: () => Promise<void>;
}

/** The real PDF worker, loaded on the first job like a Lambda cold start: Chromium and Powertools stay out of boot. */
const loadReportWorker = (): Promise<WorkerModule> =>
  import(pathToFileURL(join(ROOT, 'functions/src/workers/report.ts')).href);

/**
 * The SQS → Lambda event source mapping of the report worker (docs/architecture.md, "Locally"): receives batches of
 * up to REPORT_CONSUMER.batchSize, invokes the worker in-process with a real SQSEvent, deletes
 * only the records not in `batchItemFailures`; failed ones reappear after the visibility timeout
 * and, after 3 receives, the queue's redrive policy moves them to the DLQ. `loadWorker` is
 * replaceable so a test can watch the batches without printing PDFs.
 */
export const startReportPoller = (queueUrl: string, loadWorker = loadReportWorker) =>
  startPoller(queueUrl, REPORT_WORKER, loadWorker);

/** The Excel import worker, loaded on the first uploaded workbook. */
const loadExcelWorker = (): Promise<WorkerModule> =>
  import(pathToFileURL(join(ROOT, 'functions/src/workers/excelImport.ts')).href);

/** The import queue's event source: S3 notifications of uploaded workbooks → the import worker. */
export const startExcelPoller = (queueUrl: string, loadWorker = loadExcelWorker) =>
  startPoller(queueUrl, EXCEL_WORKER, loadWorker);

function startPoller(queueUrl: string, consumer: Consumer, loadWorker: () => Promise<WorkerModule>): StandIn {
  const sqs = new SQSClient({});
  const abort = new AbortController();
  let worker: WorkerModule | undefined;
  const loop = (async () => {
    const arn = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
    const eventSourceARN =
      arn.Attributes?.QueueArn ?? `arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop()}`;
    const receive = async (max: number, wait: number) => {
      const out = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: max,
          WaitTimeSeconds: wait,
          VisibilityTimeout: VISIBILITY_SECONDS,
          AttributeNames: ['All'],
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
        { abortSignal: abort.signal },
      );
      return out.Messages ?? [];
    };
    const waitingCount = async () => {
      const { Attributes: a = {} } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      return Number(a.ApproximateNumberOfMessages ?? 0) - Number(a.ApproximateNumberOfMessagesNotVisible ?? 0);
    };
    while (!abort.signal.aborted) {
      let messages: Message[] = [];
      try {
        messages = await receive(1, WAIT_SECONDS);
        const waiting = messages.length > 0 ? await waitingCount() : 0;
        const room = consumer.batchSize - messages.length;
        if (waiting > 0 && room > 0) messages.push(...(await receive(Math.min(room, waiting), 0)));
      } catch (err) {
        if (abort.signal.aborted) break;
        console.error(`${consumer.name} poller: receive failed`, err);
        await sleep(ERROR_PAUSE_MS);
      }
      if (messages.length === 0) continue;
      worker ??= await loadWorker();
      const done = await invoke(
        worker.handler,
        { Records: messages.map((m) => sqsRecord(m, eventSourceARN)) },
        consumer,
      );
      if (done.length === 0) continue;
      await sqs
        .send(
          new DeleteMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
          }),
        )
        .catch((err: unknown) => abort.signal.aborted || console.error(`${consumer.name} poller: delete failed`, err));
    }
  })().catch((err: unknown) => console.error(`${consumer.name} poller stopped`, err));
  return {
    name: consumer === REPORT_WORKER ? 'report-poller' : `${consumer.name}-poller`,
    stop: async () => {
      abort.abort();
      await loop; // a job in flight finishes first, as Lambda lets a running invocation end
      await worker?.closeBrowser();
      sqs.destroy();
    },
  };
}
