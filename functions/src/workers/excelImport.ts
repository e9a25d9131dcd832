import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
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

/** One record: the commit, the watchdog's look or the uploaded workbooks it names. */
async function processRecord(record: SQSRecord) {
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
    throw err;
  } finally {
    logger.removeKeys(['tenantId', 'importId']);
  }
}

/**
 * SQS (S3 ObjectCreated notifications, commits the API queued, the watchdog's looks) → import worker:
 * validates each uploaded workbook (domain/excel/run.ts), runs or resumes each commit
 * (domain/excel/commit.ts), fails an import that stopped moving (domain/excel/watchdog.ts). The job's status
 * makes a duplicate delivery a no-op. Powertools' batch processor, as the report worker: records one after
 * another, a failure reported per record (never the whole batch thrown back), so the queue retries that record
 * and, after 3 receives, moves it to the DLQ.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  if (context) logger.addContext(context);
  // A processor per batch: it holds the batch's records, and the local runtime may run two batches in one process.
  return processPartialResponse(event, processRecord, new BatchProcessor(EventType.SQS), {
    context,
    processInParallel: false,
    throwOnFullBatchFailure: false,
  });
}

/** The poller closes a worker's resources on shutdown; this one holds none. */
export const closeBrowser = async () => undefined;
