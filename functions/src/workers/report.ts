import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { Resource } from '@esg/core/infra/resources';
import { failJob } from '@esg/core/domain/reports/lifecycle';
import { ReportMessage } from '@esg/core/schemas/reports';
import { runReportJob, startLoading, type ReportLoading } from './reportJob';
import { runPackJob } from './packJob';
import { runAssurancePackJob } from './assurancePackJob';
import { logger } from './logger';

/** The queue's maxReceiveCount (stacks/settings.ts REPORT_QUEUE): the last try marks the job FAILED. */
export const MAX_RECEIVES = 3;

const processor = new BatchProcessor(EventType.SQS);
const config = new IdempotencyConfig({ eventKeyJmesPath: 'jobId', expiresAfterSeconds: 24 * 60 * 60 });

/** A report, a publication pack (ADR 0099) or an assurance pack (ADR 0117); packs load the year's data themselves. */
const runJob = (msg: ReportMessage, loading?: ReportLoading) =>
  msg.assurance ? runAssurancePackJob(msg) : msg.pack ? runPackJob(msg) : runReportJob(msg, loading);

let idempotentRun: ((msg: ReportMessage, loading?: ReportLoading) => Promise<unknown>) | undefined;
/**
 * Keyed by job id, stored in the one table (pk/sk, TTL on `ttl`): a duplicate delivery gets
 * the first run's result instead of a second PDF. Built on first use, when `Resource` is linked.
 */
const runOnce = (msg: ReportMessage, loading?: ReportLoading) => {
  idempotentRun ??= makeIdempotent(runJob, {
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: Resource.Table.name,
      keyAttr: 'pk',
      sortKeyAttr: 'sk',
      staticPkValue: keys.idempotencyPk('report-worker'),
      expiryAttr: 'ttl',
    }),
    config,
    // A fixed prefix (sk = report-job#<hash>): the key survives function renames between stages and deploys.
    keyPrefix: 'report-job',
  });
  return idempotentRun(msg, loading);
};

async function processRecord(record: SQSRecord) {
  const msg = ReportMessage.parse(JSON.parse(record.body));
  logger.appendKeys({ tenantId: msg.tenantId, jobId: msg.jobId });
  try {
    // The year's data starts loading before the idempotency record is written: the job needs it first, and a
    // duplicate delivery only reads it for nothing.
    return await runInContext({ requestId: record.messageId }, () =>
      runOnce(msg, msg.pack || msg.assurance ? undefined : startLoading(msg)),
    );
  } catch (err) {
    const receives = Number(record.attributes.ApproximateReceiveCount);
    // A copy still in progress elsewhere owns the job: its outcome decides, not this one.
    if (receives >= MAX_RECEIVES && !(err instanceof IdempotencyAlreadyInProgressError)) {
      await runInContext({ requestId: record.messageId }, () => failJob(msg, err)).catch((failErr: unknown) =>
        logger.error('could not mark the report job FAILED', { error: failErr as Error }),
      );
    }
    // Earlier receives are retries the queue will make; only the last one is an incident.
    const log = receives >= MAX_RECEIVES ? logger.error.bind(logger) : logger.info.bind(logger);
    log('report job attempt failed', { error: err as Error, receives });
    throw err;
  } finally {
    logger.removeKeys(['tenantId', 'jobId']);
  }
}

/** SQS → PDF worker: records one at a time (one Chromium), failures reported per record. */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  config.registerLambdaContext(context);
  logger.addContext(context);
  return processPartialResponse(event, processRecord, processor, {
    context,
    processInParallel: false,
    throwOnFullBatchFailure: false,
  });
}

export { closeBrowser, browserLaunches } from './chromium';
