import { route } from './route';
import { formsRoutes } from './forms';
import { backgroundPagesRoutes } from './backgroundPages';
import { CopyRowsBody, PageDataSave, PageDataView, PageFieldYearParams, PageYearParams } from '../schemas/pageData';

const group = 'background' as const;

/**
 * Page data: the answers of any catalogue page for a reporting year, validated by the
 * schema built from its declaration, with derived values computed on save; and comply-or-explain
 * per HKEX provision. The year is a year end of the caller's company (else 404); a printed year is
 * read-only (423). See docs/decisions/0012-page-data.md.
 */
export const pageDataRoutes = {
  getPageData: route({
    method: 'GET',
    path: '/api/page-data/{pageKey}/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: PageYearParams,
    response: PageDataView,
  }),
  putPageData: route({
    method: 'PUT',
    path: '/api/page-data/{pageKey}/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: PageYearParams,
    body: PageDataSave,
    response: PageDataView,
  }),
  copyPageFromLastYear: route({
    method: 'POST',
    path: '/api/page-data/{pageKey}/{year}/copy-from-last-year',
    group,
    access: 'company:write',
    scope: 'company',
    params: PageYearParams,
    response: PageDataView,
    status: 201,
  }),
  copyRowsFromLastYear: route({
    method: 'POST',
    path: '/api/page-data/{pageKey}/{year}/copy-from-last-year/{fieldId}',
    group,
    access: 'company:write',
    scope: 'company',
    params: PageFieldYearParams,
    body: CopyRowsBody,
    response: PageDataView,
  }),
};

/** The background group: page data, form configuration and the spec's per-page calls. */
export const backgroundRoutes = { ...pageDataRoutes, ...formsRoutes, ...backgroundPagesRoutes };
