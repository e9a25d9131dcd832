import { EXCEL_QUEUE, REPORT_QUEUE } from './settings';

/** Poison report jobs land here after REPORT_QUEUE.maxReceiveCount receives; kept 14 days. */
export const reportDlq = new sst.aws.Queue('ReportDlq', {
  transform: { queue: { messageRetentionSeconds: REPORT_QUEUE.dlqRetentionSeconds } },
});

/** Report jobs (ADR 0008); the worker subscribes in stacks/worker.ts. */
export const reportQueue = new sst.aws.Queue('ReportQueue', {
  visibilityTimeout: `${REPORT_QUEUE.visibilityTimeoutSeconds} seconds`,
  dlq: { queue: reportDlq.arn, retry: REPORT_QUEUE.maxReceiveCount },
});

/** Uploaded workbooks that failed validation 3 times. */
export const excelDlq = new sst.aws.Queue('ExcelImportDlq', {
  transform: { queue: { messageRetentionSeconds: EXCEL_QUEUE.dlqRetentionSeconds } },
});

/** S3 notifications of uploaded workbooks (stacks/worker.ts subscribes the import worker and the bucket). */
export const excelQueue = new sst.aws.Queue('ExcelImportQueue', {
  visibilityTimeout: `${EXCEL_QUEUE.visibilityTimeoutSeconds} seconds`,
  dlq: { queue: excelDlq.arn, retry: EXCEL_QUEUE.maxReceiveCount },
});
