import * as z from 'zod';
import { route } from './route';
import {
  ReportDownloadQuery,
  ReportIndexView,
  ReportJobParam,
  ReportJobView,
  ReportListItem,
  ReportRequestQuery,
  ReportYearParam,
  PackListItem,
  PackRequestQuery,
} from '../schemas/reports';

const group = 'reporting' as const;

/**
 * Report jobs, progress and PDFs (docs/spec-coverage.md "Files and reports"). Printing reads the
 * year's data, so `company:read` suffices; a printed (locked) year can still be printed again.
 */
export const reportingRoutes = {
  requestReport: route({
    method: 'POST',
    path: '/api/report/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportYearParam,
    query: ReportRequestQuery,
    response: ReportJobView,
    status: 201,
  }),
  /** The content index and its gaps before printing: not a spec call. */
  reportIndex: route({
    method: 'GET',
    path: '/api/report-index/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportYearParam,
    response: ReportIndexView,
  }),
  /** The year's finished reports (language, edition, who, when, size) for /reporting/view_pdf: not a spec call. */
  yearReports: route({
    method: 'GET',
    path: '/api/reports/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportYearParam,
    response: z.array(ReportListItem),
  }),
  reportProgress: route({
    method: 'GET',
    path: '/api/report-progress/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportJobParam,
    response: ReportJobView,
    spec: 'GET report-progress/{id}',
  }),
  downloadReport: route({
    method: 'GET',
    path: '/api/report/download/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportJobParam,
    query: ReportDownloadQuery,
    kind: 'redirect',
    spec: 'GET /report/download/{id}',
  }),
  viewReport: route({
    method: 'GET',
    path: '/api/report/pdf/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportJobParam,
    kind: 'redirect',
    spec: 'GET /report/pdf/{id}',
  }),
  /**
   * A publication pack (ADR 0099): the English and Chinese editions printed together and checked for parity. Not a
   * spec call; its progress is the job's (`reportProgress`).
   */
  requestPack: route({
    method: 'POST',
    path: '/api/report-pack/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportYearParam,
    query: PackRequestQuery,
    response: ReportJobView,
    status: 201,
  }),
  /** The year's publication packs with their parity results, for /reporting/view_pdf: not a spec call. */
  yearPacks: route({
    method: 'GET',
    path: '/api/report-packs/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportYearParam,
    response: z.array(PackListItem),
  }),
  /** A pack that passed its parity check as one zip (PDFs and Word files): not a spec call. */
  downloadPack: route({
    method: 'GET',
    path: '/api/report-pack/download/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportJobParam,
    kind: 'redirect',
  }),
};
