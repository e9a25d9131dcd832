import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { REPORT_CONSUMER } from '@esg/core/infra/reportConsumer';
import { startReportPoller } from '../../packages/local/src/poller';
import { REPORT_WORKER } from '../../stacks/settings';

const sqs = new SQSClient({});
let queueUrl: string;

// A queue of its own: the runtime's poller consumes the real report queue.
beforeAll(async () => {
  const out = await sqs.send(new CreateQueueCommand({ QueueName: `poller-test-${ulid().toLowerCase()}` }));
  queueUrl = out.QueueUrl!;
});
afterAll(async () => {
  await sqs.send(new DeleteQueueCommand({ QueueUrl: queueUrl }));
  sqs.destroy();
});

describe('the local report poller (the SQS event source mapping stand-in)', () => {
  it('hands the worker batches no larger than the deployed batch size, and deletes what succeeded', async () => {
    // Production and local read one number: a divergence would test batches AWS never sends.
    expect(REPORT_WORKER.batchSize).toBe(REPORT_CONSUMER.batchSize);
    const bodies = Array.from({ length: 2 * REPORT_CONSUMER.batchSize + 1 }, (_, i) => `job-${i}`);
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: bodies.map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );

    const batches: string[][] = [];
    const worker = {
      handler: async (event: SQSEvent) => {
        batches.push(event.Records.map((r) => r.body));
        return { batchItemFailures: [] };
      },
      closeBrowser: async () => undefined,
    };
    const poller = startReportPoller(queueUrl, async () => worker);
    try {
      const start = Date.now();
      while (batches.flat().length < bodies.length && Date.now() - start < 20_000)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await poller.stop();
    }

    expect(batches.flat().sort()).toEqual([...bodies].sort()); // each message once: successes are deleted
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(REPORT_CONSUMER.batchSize);
    // Waiting messages are gathered into one batch, as Lambda does, not handed over one by one.
    expect(Math.max(...batches.map((b) => b.length))).toBe(REPORT_CONSUMER.batchSize);
    const { Attributes: a = {} } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    expect([a.ApproximateNumberOfMessages, a.ApproximateNumberOfMessagesNotVisible]).toEqual(['0', '0']);
  });
});
