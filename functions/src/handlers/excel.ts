import { excelRoutes } from '@esg/core/contract/excel';
import * as Excel from '@esg/core/domain/excel/download';
import * as Imports from '@esg/core/domain/excel/request';
import { commitImport } from '@esg/core/domain/excel/commit';
import { resumeImport } from '@esg/core/domain/excel/resume';
import { importErrorsWorkbook } from '@esg/core/domain/excel/annotate';
import { groupHandler } from '../http/group';
import { importYear } from '@esg/core/domain/access/auditorItems';

/** The Excel template and import (ADR 0033, 0034). */
export const handler = groupHandler(
  excelRoutes,
  {
    excelTemplate: async ({ m, query }) => Excel.excelTemplate(m, query.year, query.language),
    requestExcelImport: async ({ m, params, body }) => Imports.requestImport(m, params.id, body),
    excelImport: async ({ m, params }) => Imports.importProgress(m, params.id),
    excelImports: async ({ m, params }) => Imports.importHistory(m, params.year),
    excelImportErrors: async ({ m, params }) => importErrorsWorkbook(m, params.id),
    commitExcelImport: async ({ m, params }) => commitImport(m, params.id),
    resumeExcelImport: async ({ m, params }) => resumeImport(m, params.id),
    cancelExcelImport: async ({ m, params }) => Imports.cancelImport(m, params.id),
  },
  {},
  // An invited auditor reads the imports of their years only (ADR 0115).
  { excelImport: importYear, excelImportErrors: importYear },
);
