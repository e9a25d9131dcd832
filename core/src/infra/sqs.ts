import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { Resource } from './resources';
import { SDK_CLIENT_CONFIG } from './sdkConfig';
import type { ReportMessage } from '../schemas/reports';

let client: SQSClient | undefined;
/** One client per process; locally AWS_ENDPOINT_URL_SQS points it at local-aws-sqs. */
export const sqs = () => (client ??= new SQSClient(SDK_CLIENT_CONFIG));

/** Queues an Excel import's commit for the import worker (docs/decisions/0040-excel-staged-commit.md). */
export async function sendExcelCommit(message: { commit: { tenantId: string; importId: string } }): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: Resource.ExcelImportQueue.url, MessageBody: JSON.stringify(message) }),
  );
}

/** Queues a report job for the PDF worker (DESIGN §7). */
export async function sendReportMessage(message: ReportMessage): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: Resource.ReportQueue.url, MessageBody: JSON.stringify(message) }),
  );
}
