import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { Resource } from './resources';
import { SDK_CLIENT_CONFIG } from './sdkConfig';
import type { ReportMessage } from '../schemas/reports';

let client: SQSClient | undefined;
/** One client per process; locally AWS_ENDPOINT_URL_SQS points it at local-aws-sqs. */
export const sqs = () => (client ??= new SQSClient(SDK_CLIENT_CONFIG));

type ImportRef = { tenantId: string; importId: string };

/**
 * Queues a message for the import worker: an import's commit (docs/decisions/0040-excel-staged-commit.md),
 * or its watchdog's next look, `delaySeconds` later (at most SQS's 900; docs/decisions/0065-excel-import-watchdog.md).
 */
export async function sendExcelMessage(
  message: { commit: ImportRef } | { watch: ImportRef },
  delaySeconds = 0,
): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: Resource.ExcelImportQueue.url,
      MessageBody: JSON.stringify(message),
      ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, Math.ceil(delaySeconds)) } : {}),
    }),
  );
}

export const sendExcelCommit = (message: { commit: ImportRef }) => sendExcelMessage(message);

/** Queues a report job for the PDF worker (ADR 0008). */
export async function sendReportMessage(message: ReportMessage): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: Resource.ReportQueue.url, MessageBody: JSON.stringify(message) }),
  );
}
