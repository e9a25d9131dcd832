import { REPORT_QUEUE } from './settings';

/** Poison report jobs land here after REPORT_QUEUE.maxReceiveCount receives; kept 14 days. */
export const reportDlq = new sst.aws.Queue('ReportDlq', {
  transform: { queue: { messageRetentionSeconds: REPORT_QUEUE.dlqRetentionSeconds } },
});

/** Report jobs (DESIGN §7); the worker subscribes in stacks/worker.ts. */
export const reportQueue = new sst.aws.Queue('ReportQueue', {
  visibilityTimeout: `${REPORT_QUEUE.visibilityTimeoutSeconds} seconds`,
  dlq: { queue: reportDlq.arn, retry: REPORT_QUEUE.maxReceiveCount },
});
