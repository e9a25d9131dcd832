import * as z from 'zod';
import { route } from './route';
import { IsoDate, Language } from '../schemas/common';
import {
  ExcelHistoryParam,
  ExcelImportParam,
  ExcelUploadRequest,
  ExcelUploadTicket,
  ExcelYearParam,
  ImportView,
} from '../schemas/excel';

const group = 'excel' as const;

/** `language`: the one the user chose in the interface; the profile's when absent. */
export const ExcelYearQuery = z.strictObject({ year: IsoDate, language: Language.optional() });

/**
 * The Excel template and import (docs/spec-coverage.md "Files and reports"; docs/decisions/0033).
 * The template is the year's data, so reading the company's data is enough to download it.
 */
export const excelRoutes = {
  excelTemplate: route({
    method: 'GET',
    path: '/api/archived-result/excel/template',
    group,
    access: 'company:read',
    scope: 'company',
    query: ExcelYearQuery,
    kind: 'binary',
    spec: 'GET /archived-result/excel/template',
  }),
  /** Starts an import: records it and answers a presigned PUT; the object's arrival queues the validation. */
  requestExcelImport: route({
    method: 'POST',
    path: '/api/archived-result/excel/{id}',
    group,
    access: 'company:write',
    scope: 'company',
    params: ExcelYearParam,
    body: ExcelUploadRequest,
    response: ExcelUploadTicket,
    status: 201,
    spec: 'POST /archived-result/excel/{id}',
  }),
  excelImport: route({
    method: 'GET',
    path: '/api/excel-import/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ExcelImportParam,
    response: ImportView,
  }),
  excelImports: route({
    method: 'GET',
    path: '/api/excel-imports/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ExcelHistoryParam,
    response: z.array(ImportView),
  }),
  /** The uploaded workbook of an import with errors, each error cell filled and noted. */
  excelImportErrors: route({
    method: 'GET',
    path: '/api/excel-import/{id}/errors',
    group,
    access: 'company:read',
    scope: 'company',
    params: ExcelImportParam,
    kind: 'binary',
  }),
  /** Applies a READY import all-or-nothing (domain/excel/commit.ts, ADR 0034). */
  commitExcelImport: route({
    method: 'POST',
    path: '/api/excel-import/{id}/commit',
    group,
    access: 'company:write',
    scope: 'company',
    params: ExcelImportParam,
    response: ImportView,
  }),
  /** Queues the rest of a stuck commit again (ADR 0056); 409 for an import that is not stuck. */
  resumeExcelImport: route({
    method: 'POST',
    path: '/api/excel-import/{id}/resume',
    group,
    access: 'company:write',
    scope: 'company',
    params: ExcelImportParam,
    response: ImportView,
  }),
  cancelExcelImport: route({
    method: 'POST',
    path: '/api/excel-import/{id}/cancel',
    group,
    access: 'company:write',
    scope: 'company',
    params: ExcelImportParam,
    response: ImportView,
  }),
};
