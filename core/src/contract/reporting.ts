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
};
