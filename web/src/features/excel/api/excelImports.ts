import { queryOptions } from '@tanstack/react-query';
import { excelRoutes } from '@esg/core/contract/excel';
import type { ImportView } from '@esg/core/schemas/excel';
import type { Language } from '@esg/core/schemas/common';
import { callRoute } from '../../../api/client';
import { putWithProgress } from '../../../ui/files/upload';
import { saveBlob } from '../../../ui/files/saveBlob';

export const excelKeys = {
  all: ['excel'] as const,
  history: (year: string) => [...excelKeys.all, 'history', year] as const,
  progress: (id: string) => [...excelKeys.all, 'import', id] as const,
};

/** GET /api/archived-result/excel/template?year=: the year's workbook, saved under its name. */
export async function downloadTemplate({ year, language }: { year: string; language?: Language }) {
  saveBlob(await callRoute(excelRoutes.excelTemplate, { query: { year, language } }), `ESG-data-${year}.xlsx`);
}

/** GET /api/excel-import/{id}/errors: the uploaded workbook with its error cells marked and noted. */
export async function downloadErrors(i: Pick<ImportView, 'id' | 'fileName'>) {
  const blob = await callRoute(excelRoutes.excelImportErrors, { params: { id: i.id } });
  saveBlob(blob, `${i.fileName.replace(/\.xlsx$/i, '')}-errors.xlsx`);
}

/** POST /api/archived-result/excel/{id}, then the PUT to S3: the worker takes it from there. */
export async function uploadWorkbook(
  year: string,
  file: File,
  onProgress: (percent: number) => void,
  language?: Language,
) {
  const ticket = await callRoute(excelRoutes.requestExcelImport, {
    params: { id: year },
    body: { name: file.name, size: file.size, language },
  });
  await putWithProgress({ id: ticket.import.id, ...ticket.upload }, file, (f) => onProgress(Math.round(f * 100)));
  return ticket.import;
}

/** The worker is checking the workbook, or saving it (ADR 0040): the page shows its progress. */
export const working = (i?: Pick<ImportView, 'status'>) =>
  i?.status === 'AWAITING_UPLOAD' || i?.status === 'VALIDATING' || i?.status === 'COMMITTING';

/** GET /api/excel-import/{id}, polled every second while the worker checks or saves the workbook. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: excelKeys.progress(id),
    queryFn: () => callRoute(excelRoutes.excelImport, { params: { id } }),
    refetchInterval: (q) => (q.state.data && !working(q.state.data) ? false : 1000),
  });

/** GET /api/excel-imports/{year}: who imported what, when, with which result. */
export const historyQuery = (year: string) =>
  queryOptions({
    queryKey: excelKeys.history(year),
    queryFn: () => callRoute(excelRoutes.excelImports, { params: { year } }),
    // A resumed commit saves in the worker: the history follows it until it is done.
    refetchInterval: (q) => (q.state.data?.some((i) => working(i) && !i.stuck) ? 2000 : false),
  });

export const commitImport = (id: string) => callRoute(excelRoutes.commitExcelImport, { params: { id } });
/** POST /api/excel-import/{id}/resume: the rest of a stuck commit queued again (ADR 0056). */
export const resumeImport = (id: string) => callRoute(excelRoutes.resumeExcelImport, { params: { id } });
export const cancelImport = (id: string) => callRoute(excelRoutes.cancelExcelImport, { params: { id } });
