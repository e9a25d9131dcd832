import * as z from 'zod';
import { route } from './route';
import { IsoDate } from '../schemas/common';

const group = 'excel' as const;

export const ExcelYearQuery = z.strictObject({ year: IsoDate });

/**
 * The Excel template and import (spec §7 "Files and reports", issue 19; docs/decisions/0033).
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
};
