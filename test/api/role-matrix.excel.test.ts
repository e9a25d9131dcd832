import { excelRoutes } from '@esg/core/contract/excel';
import { call } from '../support/api';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const YEAR = '2025-12-31';
/** A well-formed id that is nobody's: callers refused before the lookup never reach it. */
const NOBODY = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

interface Fixture extends CallerFixture {
  importId: string;
}

const requests: Requests<typeof excelRoutes, Fixture> = {
  excelTemplate: async () => ({ path: `/api/archived-result/excel/template?year=${YEAR}` }),
  requestExcelImport: async () => ({
    path: `/api/archived-result/excel/${YEAR}`,
    body: { name: 'figures.xlsx', size: 1000 },
  }),
  excelImport: async (f) => ({ path: `/api/excel-import/${f.importId}` }),
  excelImports: async () => ({ path: `/api/excel-imports/${YEAR}` }),
  commitExcelImport: async (f) => ({
    path: `/api/excel-import/${f.importId}/commit`,
    ...(f.importId === NOBODY
      ? {}
      : { instead: { status: 409, why: 'the fixture’s import has no workbook yet, so there is nothing to commit' } }),
  }),
  excelImportErrors: async (f) => ({
    path: `/api/excel-import/${f.importId}/errors`,
    ...(f.importId === NOBODY
      ? {}
      : { instead: { status: 409, why: 'the fixture’s import has no workbook yet, so it has no errors to download' } }),
  }),
  resumeExcelImport: async (f) => ({
    path: `/api/excel-import/${f.importId}/resume`,
    ...(f.importId === NOBODY
      ? {}
      : {
          instead: {
            status: 409,
            why: 'the fixture’s import was never committed, so it has no stuck commit to resume',
          },
        }),
  }),
  cancelExcelImport: async (f) => ({ path: `/api/excel-import/${f.importId}/cancel` }),
};

roleMatrix({
  group: 'excel',
  routes: excelRoutes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: YEAR }]);
    if (c.id === 'platformAdmin' || !caller.token) return { ...caller, importId: NOBODY };
    const started = await call('POST', `/api/archived-result/excel/${YEAR}`, {
      token: caller.token,
      body: { name: 'fixture.xlsx', size: 1000 },
    });
    if (started.status !== 201) throw new Error(`fixture: ${JSON.stringify(started.body)}`);
    return { ...caller, importId: started.body.import.id as string };
  },
});
