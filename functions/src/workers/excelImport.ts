import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { excelImportOfKey } from '@esg/core/infra/db/keys';
import { processImport } from '@esg/core/domain/excel/run';
import { runCommit } from '@esg/core/domain/excel/commit';
import { watchImport } from '@esg/core/domain/excel/watchdog';

const logger = new Logger({ serviceName: 'esg-excel-import-worker' });

type Body = {
  Records?: { eventName?: string; s3?: { object?: { key?: string } } }[];
  commit?: { tenantId?: string; importId?: string };
  watch?: { tenantId?: string; importId?: string };
};

const refOf = (r: { tenantId?: string; importId?: string } | undefined) =>
  r?.tenantId && r.importId ? { tenantId: r.tenantId, importId: r.importId } : undefined;

/** A commit the API queued (docs/decisions/0040-excel-staged-commit.md), or none. */
export const commitOf = (record: SQSRecord) => refOf((JSON.parse(record.body) as Body).commit);

/** The watchdog's look at an import (docs/decisions/0065-excel-import-watchdog.md), or none. */
export const watchOf = (record: SQSRecord) => refOf((JSON.parse(record.body) as Body).watch);

/** The uploaded workbooks an S3 event notification (the SQS message's body) names. */
export function importsOf(record: SQSRecord) {
  const body = JSON.parse(record.body) as Body;
  return (body.Records ?? []).flatMap((r) => {
    if (!r.eventName?.startsWith('ObjectCreated')) return [];
    // S3 URL-encodes keys in notifications (a space is '+').
    const key = decodeURIComponent((r.s3?.object?.key ?? '').replace(/\+/g, ' '));
    return excelImportOfKey(key) ?? [];
  });
}

/**
 * SQS (S3 ObjectCreated notifications, commits the API queued, the watchdog's looks) → import worker:
 * validates each uploaded workbook (domain/excel/run.ts), runs or resumes each commit
 * (domain/excel/commit.ts), fails an import that stopped moving (domain/excel/watchdog.ts). The job's status makes a duplicate delivery a no-op; a failure is
 * reported per record so the queue retries it and, after 3 receives, moves it to the DLQ.
 */
export async function handler(event: SQSEvent, _context?: Context): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const commit = commitOf(record);
      if (commit) {
        logger.appendKeys(commit);
        await runCommit(commit.tenantId, commit.importId);
      }
      const watch = watchOf(record);
      if (watch) {
        logger.appendKeys(watch);
        await watchImport(watch);
      }
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
