import { reportingRoutes } from '@esg/core/contract/reporting';
import { taskActionRoutes } from '@esg/core/contract/taskActions';
import { progressRoutes } from '@esg/core/contract/progress';
import { yearLockRoutes } from '@esg/core/contract/yearLock';
import { lockYear } from '@esg/core/domain/workflow/lock';
import { yearSectionStatus } from '@esg/core/domain/progress/sectionStatus';
import { yearDisclosure } from '@esg/core/domain/progress/disclosure';
import { actOnTask } from '@esg/core/domain/workflow/actions';
import * as Jobs from '@esg/core/domain/reports/jobs';
import * as Pdf from '@esg/core/domain/reports/pdf';
import * as Index from '@esg/core/domain/reports/gaps';
import * as Pack from '@esg/core/domain/reports/pack';
import { requestReport } from '@esg/core/domain/reports/request';
import { groupHandler } from '../http/group';
import { reportJobYear } from '@esg/core/domain/access/auditorItems';

/**
 * Report jobs: queue one, poll it, fetch its PDF (the worker in workers/report.ts prints it); and every other route
 * that reads the report's own gaps: a task's actions (a submit checks them), Home's year review (ADR 0160) and the
 * year's lock (ADR 0161).
 */
export const handler = groupHandler(
  { ...reportingRoutes, ...taskActionRoutes, ...progressRoutes, ...yearLockRoutes },
  {
    requestReport: async ({ m, params, query }) => requestReport(m, params.year, query.lang),
    reportIndex: async ({ m, params }) => Index.reportIndex(m, params.year),
    yearReports: async ({ m, params }) => Pdf.yearReports(m, params.year),
    reportProgress: async ({ m, params }) => Jobs.reportProgress(m, params.id),
    downloadReport: async ({ m, params, query }) => Pdf.reportPdf(m, params.id, 'attachment', query.format),
    viewReport: async ({ m, params }) => Pdf.reportPdf(m, params.id, 'inline'),
    requestPack: async ({ m, params, query }) => Pack.requestPack(m, params.year, query.simplified),
    yearPacks: async ({ m, params }) => Pack.yearPacks(m, params.year),
    downloadPack: async ({ m, params }) => Pack.packZip(m, params.id),
    workflowSubmit: async ({ m, params, body }) => actOnTask(m, params.year, params.pageKey, 'submit', body),
    workflowWithdraw: async ({ m, params, body }) => actOnTask(m, params.year, params.pageKey, 'withdraw', body),
    workflowReturn: async ({ m, params, body }) => actOnTask(m, params.year, params.pageKey, 'return', body),
    workflowApprove: async ({ m, params, body }) => actOnTask(m, params.year, params.pageKey, 'approve', body),
    workflowReopen: async ({ m, params, body }) => actOnTask(m, params.year, params.pageKey, 'reopen', body),
    // The lock prints the year: refused while the final report would be (ADR 0161).
    workflowLock: async ({ m, params, body }) => lockYear(m, params.year, body),
    // Home's review of the year and comply or explain per provision, the report's own gaps (ADR 0134).
    sectionStatus: async ({ m, params }) => yearSectionStatus(m, params.year),
    disclosureStatus: async ({ m, params }) => yearDisclosure(m, params.year),
  },
  {},
  // An invited auditor opens the reports and packs of their years only (ADR 0115).
  {
    reportProgress: reportJobYear,
    viewReport: reportJobYear,
    downloadReport: reportJobYear,
    downloadPack: reportJobYear,
  },
);
