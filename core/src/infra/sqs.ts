import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { Resource } from './resources';
import { SDK_CLIENT_CONFIG } from './sdkConfig';
import type { ReportMessage } from '../schemas/reports';

let client: SQSClient | undefined;
/** One client per process; locally AWS_ENDPOINT_URL_SQS points it at local-aws-sqs. */
export const sqs = () => (client ??= new SQSClient(SDK_CLIENT_CONFIG));

/** Queues a report job for the PDF worker (DESIGN §7). */
export async function sendReportMessage(message: ReportMessage): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: Resource.ReportQueue.url, MessageBody: JSON.stringify(message) }),
  );
}
