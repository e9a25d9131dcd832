/**
 * How the Excel import worker consumes its queue (S3 notifications of uploaded workbooks): one
 * source for the deployed event source mapping (stacks/) and the local poller (packages/local).
 */
export const EXCEL_CONSUMER = {
  /** One workbook per invocation: each may take the whole timeout. */
  batchSize: 1,
  /** A 100,000-row workbook validates in well under this on 2 GB. */
  timeoutSeconds: 300,
  memoryMb: 2048,
  /** Only uploaded workbooks start a job (the notification's prefix/suffix filter names the same). */
  keySuffix: '.xlsx',
  keyMarker: '/excel-import/',
} as const;
