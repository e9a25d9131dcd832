import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { EXCEL_CONSUMER } from '@esg/core/infra/excelConsumer';
import type { LocalConfig } from './config';
import { queueUrl } from './provision';

interface S3Event {
  Records?: { eventName?: string; s3?: { object?: { key?: string } } }[];
}

let sqs: SQSClient | undefined;

/**
 * The bucket's event notification (stacks/queue.ts in AWS): s3rver emits the S3 event of every
 * created object; those of uploaded workbooks go to the import queue as S3 would send them.
 */
export function forwardS3Event(cfg: LocalConfig, event: S3Event) {
  const created = (event.Records ?? []).some((r) => {
    const key = r.s3?.object?.key ?? '';
    return (
      r.eventName?.startsWith('ObjectCreated') &&
      key.includes(EXCEL_CONSUMER.keyMarker) &&
      key.endsWith(EXCEL_CONSUMER.keySuffix)
    );
  });
  if (!created) return;
  sqs ??= new SQSClient({});
  void (async () => {
    const url = await queueUrl(cfg, cfg.names.excelQueue);
    await sqs!.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(event) }));
  })().catch((err: unknown) => console.error('s3 event notification failed', err));
}
