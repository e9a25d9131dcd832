import { excelRoutes } from '@esg/core/contract/excel';
import * as Excel from '@esg/core/domain/excel/download';
import { groupHandler } from '../http/group';

/** The Excel template and import (issue 19). */
export const handler = groupHandler(excelRoutes, {
  excelTemplate: async ({ m, query }) => Excel.excelTemplate(m, query.year),
});
