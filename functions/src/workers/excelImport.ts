import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { excelImportOfKey } from '@esg/core/infra/db/keys';
import { processImport } from '@esg/core/domain/excel/run';

const logger = new Logger({ serviceName: 'esg-excel-import-worker' });

/** The uploaded workbooks an S3 event notification (the SQS message's body) names. */
export function importsOf(record: SQSRecord) {
  const body = JSON.parse(record.body) as { Records?: { eventName?: string; s3?: { object?: { key?: string } } }[] };
  return (body.Records ?? []).flatMap((r) => {
    if (!r.eventName?.startsWith('ObjectCreated')) return [];
    // S3 URL-encodes keys in notifications (a space is '+').
    const key = decodeURIComponent((r.s3?.object?.key ?? '').replace(/\+/g, ' '));
    return excelImportOfKey(key) ?? [];
  });
}

/**
 * SQS (S3 ObjectCreated notifications) → import worker: validates each uploaded workbook
 * (domain/excel/run.ts). The job's status makes a duplicate delivery a no-op; a failure is
 * reported per record so the queue retries it and, after 3 receives, moves it to the DLQ.
 */
export async function handler(event: SQSEvent, _context?: Context): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      for (const job of importsOf(record)) {
        logger.appendKeys({ tenantId: job.tenantId, importId: job.importId });
        await processImport(job.tenantId, job.importId);
      }
    } catch (err) {
      logger.error('excel import failed', { error: err as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    } finally {
      logger.removeKeys(['tenantId', 'importId']);
    }
  }
  return { batchItemFailures };
}

/** The poller closes a worker's resources on shutdown; this one holds none. */
export const closeBrowser = async () => undefined;
