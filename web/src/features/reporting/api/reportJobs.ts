import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@esg/core/schemas/common';
import type { ReportJobView } from '@esg/core/schemas/reports';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { callRoute } from '../../../api/client';
import { LOCALE } from '../../../i18n/languages';
import { saveBlob } from '../../../ui/files/saveBlob';

export const reportKeys = {
  all: ['reports'] as const,
  progress: (id: string) => [...reportKeys.all, 'progress', id] as const,
  pdf: (id: string) => [...reportKeys.all, 'pdf', id] as const,
};

/** POST /api/report/{year}?lang=: queues a report job (QUEUED, progress 0); no language = the company's. */
export const createReport = ({ year, lang }: { year: string; lang?: Language }) =>
  callRoute(reportingRoutes.requestReport, { params: { year }, query: lang ? { lang } : {} });

/** GET /api/report-index/{year}: the content index and the provisions a report would leave open. */
export const reportIndexQuery = (year: string) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'index', year] as const,
    queryFn: () => callRoute(reportingRoutes.reportIndex, { params: { year } }),
  });

/** Done or failed, and a DONE report's Word edition no longer being prepared (ADR 0132). */
const finished = (job?: ReportJobView) =>
  (job?.status === 'DONE' && job.word !== 'preparing') || job?.status === 'FAILED';

/** GET /api/report-progress/{id}, polled every second until the job (and its Word edition) is done or failed. */
export const reportProgressQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.progress(id),
    queryFn: () => callRoute(reportingRoutes.reportProgress, { params: { id } }),
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
  });

/** GET /api/report/pdf/{id}: the bytes for the in-app viewer, as an object URL. */
export const reportPdfQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.pdf(id),
    queryFn: async () => URL.createObjectURL(await callRoute(reportingRoutes.viewReport, { params: { id } })),
    staleTime: Infinity,
  });

/** Text a file name can hold on every system: no path or reserved characters, words joined by hyphens. */
const fileNamePart = (s: string) =>
  s
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-');

/**
 * A downloaded report's file name: the company, the reporting year, the report's language (its BCP 47
 * tag, as the Word edition's document language; none for a publication pack's zip of every edition) and the kind by
 * its extension, e.g.
 * `Acme-Holdings-Ltd_ESG-report_2025-12-31_zh-HK.docx`. Parts that are not known are left out.
 */
export function reportFileName(
  company: string | undefined,
  year: string,
  lang: Language | undefined,
  format: 'pdf' | 'docx' | 'zip',
) {
  const parts = [company ? fileNamePart(company) : '', 'ESG-report', year, lang ? LOCALE[lang] : ''];
  return `${parts.filter(Boolean).join('_')}.${format}`;
}

/** GET /api/report/download/{id}: saved through a temporary link so the token never leaves the app. */
export async function downloadReport(id: string, fileName: string, format: 'pdf' | 'docx' = 'pdf') {
  saveBlob(await callRoute(reportingRoutes.downloadReport, { params: { id }, query: { format } }), fileName);
}

/** GET /api/reports/{year}: the year's finished reports, newest first. */
export const yearReportsQuery = (year: string) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'year', year] as const,
    queryFn: () => callRoute(reportingRoutes.yearReports, { params: { year } }),
  });
