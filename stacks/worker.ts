import { reportQueue } from './queue';
import { resolveLinks } from './links';
import { REPORT_WORKER } from './settings';

/**
 * The Chromium PDF worker (DESIGN §7). Partial batch responses: the handler returns
 * `batchItemFailures`, so only failed jobs are retried and, after 3 receives, dead-lettered.
 * The report page is served from the copy of `web/dist` in the package, so the page always
 * matches the worker's version: `npm run build` must run before `sst deploy` (stacks/web.ts).
 */
reportQueue.subscribe(
  {
    handler: REPORT_WORKER.handler,
    runtime: REPORT_WORKER.runtime,
    architecture: REPORT_WORKER.architecture,
    memory: `${REPORT_WORKER.memoryMb} MB`,
    timeout: `${REPORT_WORKER.timeoutSeconds} seconds`,
    nodejs: { install: [...REPORT_WORKER.install] },
    copyFiles: REPORT_WORKER.copyFiles.map((f) => ({ ...f })),
    link: resolveLinks(REPORT_WORKER.links),
    environment: { POWERTOOLS_SERVICE_NAME: 'esg-report-worker' },
  },
  {
    batch: { size: REPORT_WORKER.batchSize, partialResponses: true },
    transform: { eventSourceMapping: { scalingConfig: { maximumConcurrency: REPORT_WORKER.maxConcurrency } } },
  },
);
