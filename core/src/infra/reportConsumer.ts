/**
 * How the PDF worker consumes the report queue. One source for the deployed SQS event source
 * mapping (stacks/settings.ts REPORT_WORKER) and the local poller (packages/local/src/poller.ts),
 * so local runs hand the worker the batches Lambda would. Pure constants: the stacks import them
 * without pulling in the AWS SDK, and packages/local cannot import stacks/.
 */
export const REPORT_CONSUMER = {
  /** A batch must finish inside one timeout: a few PDFs at a time, each reported on its own. */
  batchSize: 3,
  /** The worker's Lambda timeout; the local poller's Lambda context reports the same deadline. */
  timeoutSeconds: 120,
} as const;
