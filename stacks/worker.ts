import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { excelQueue, reportQueue } from './queue';
import { files } from './storage';
import { resolveLinks } from './links';
import { EXCEL_WORKER, pinnedInstall, REMINDER_RUN, REPORT_WORKER } from './settings';
import { pngFunctionAssets } from './png';
import { EXCEL_CONSUMER } from '@esg/core/infra/excelConsumer';

/**
 * The Chromium PDF worker (ADR 0008). Partial batch responses: the handler returns
 * `batchItemFailures`, so only failed jobs are retried and, after 3 receives, dead-lettered.
 * The report page is served from the copy of `web/dist` in the package, so the page always
 * matches the worker's version: `npm run build` must run before `sst deploy` (stacks/web.ts).
 */
const png = pngFunctionAssets();
reportQueue.subscribe(
  {
    handler: REPORT_WORKER.handler,
    runtime: REPORT_WORKER.runtime,
    architecture: REPORT_WORKER.architecture,
    memory: `${REPORT_WORKER.memoryMb} MB`,
    timeout: `${REPORT_WORKER.timeoutSeconds} seconds`,
    nodejs: {
      install: pinnedInstall(
        REPORT_WORKER.install,
        REPORT_WORKER.pinnedIn.map((file) => readFileSync(join($cli.paths.root, file), 'utf8')),
      ),
    },
    // With the fonts the Word edition's pictures are drawn in (ADR 0044 amended).
    copyFiles: [...REPORT_WORKER.copyFiles.map((f) => ({ ...f })), ...png.copyFiles],
    link: resolveLinks(REPORT_WORKER.links),
    environment: { POWERTOOLS_SERVICE_NAME: 'esg-report-worker' },
  },
  {
    batch: { size: REPORT_WORKER.batchSize, partialResponses: true },
    transform: { eventSourceMapping: { scalingConfig: { maximumConcurrency: REPORT_WORKER.maxConcurrency } } },
  },
);

/**
 * The Excel import worker: the bucket notifies the import queue of every uploaded
 * workbook (`…/excel-import/….xlsx`), the worker streams and validates it. Locally s3rver's events
 * feed the same queue (packages/local/src/s3Events.ts).
 */
excelQueue.subscribe(
  {
    handler: EXCEL_WORKER.handler,
    runtime: EXCEL_WORKER.runtime,
    architecture: EXCEL_WORKER.architecture,
    memory: `${EXCEL_WORKER.memoryMb} MB`,
    timeout: `${EXCEL_WORKER.timeoutSeconds} seconds`,
    link: resolveLinks(EXCEL_WORKER.links),
    environment: { POWERTOOLS_SERVICE_NAME: 'esg-excel-import-worker' },
  },
  { batch: { size: EXCEL_WORKER.batchSize, partialResponses: true } },
);
files.notify({
  notifications: [
    {
      name: 'ExcelUploads',
      queue: excelQueue,
      events: ['s3:ObjectCreated:*'],
      filterPrefix: 'tenants/',
      filterSuffix: EXCEL_CONSUMER.keySuffix,
    },
  ],
});

/** The hourly reminder run (ADR 0114): task mails due now, within each company's mail budget. */
new sst.aws.Cron('Reminders', {
  schedule: REMINDER_RUN.schedule,
  function: {
    handler: REMINDER_RUN.handler,
    timeout: `${REMINDER_RUN.timeoutSeconds} seconds`,
    memory: `${REMINDER_RUN.memoryMb} MB`,
    link: resolveLinks(REMINDER_RUN.links),
    environment: { POWERTOOLS_SERVICE_NAME: 'esg-reminders' },
  },
});
