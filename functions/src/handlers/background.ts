import { backgroundRoutes } from '@esg/core/contract/background';
import { readPageData } from '@esg/core/domain/pageData/read';
import { savePageData } from '@esg/core/domain/pageData/save';
import { copyFromLastYear } from '@esg/core/domain/pageData/copy';
import { copyRowsFromLastYear } from '@esg/core/domain/pageData/copyRows';
import { declaredPage } from '@esg/core/domain/pageData/declared';
import { fieldViews } from '@esg/core/domain/forms/fields';
import { configuredFields } from '@esg/core/domain/forms/configured';
import { getFieldConfig, putFieldConfig } from '@esg/core/domain/forms/fieldConfig';
import { evaluateFormulas } from '@esg/core/domain/forms/evaluate';
import { pageAtModulePath } from '@esg/core/domain/forms/modulePath';
import { masterConfig } from '@esg/core/catalogue/masterConfig';
import { groupHandler } from '../http/group';
import { backgroundPagesImpls } from './backgroundPages';
import { BACKGROUND_PAGES } from '@esg/core/pages/background/section';
import { pageAliasesOf } from './pageAliases';

/** Page data, comply-or-explain, form configuration and the spec's per-page calls: the catalogue served and stored. */
export const handler = groupHandler(
  backgroundRoutes,
  {
    getPageData: async ({ m, params }) => readPageData(m, declaredPage(params.pageKey), params.year),
    putPageData: async ({ m, params, body }) => savePageData(m, declaredPage(params.pageKey), params.year, body),
    copyPageFromLastYear: async ({ m, params }) => copyFromLastYear(m, declaredPage(params.pageKey), params.year),
    copyRowsFromLastYear: async ({ m, params, body }) =>
      copyRowsFromLastYear(m, params.pageKey, params.year, params.fieldId, body),
    fieldsByPageKey: async ({ params }) => fieldViews(declaredPage(params.key)),
    fieldsByPageKeyScope: async ({ params }) => fieldViews(declaredPage(params.key), params.second),
    fieldsByPageMaster: async ({ params }) => fieldViews(declaredPage(params.pageMasterId)),
    fieldConfigsByYear: async ({ m, params }) => configuredFields(m, params.pageKey, params.year),
    fieldsByModulePath: async ({ params }) => fieldViews(pageAtModulePath(params.path)),
    fieldsByModulePathYear: async ({ m, params }) =>
      configuredFields(m, pageAtModulePath(params.path).key, params.year),
    pageMasterConfig: async ({ params }) => masterConfig(pageAtModulePath(params.path)),
    getFieldConfig: async ({ m, params }) => getFieldConfig(m, params.id),
    putFieldConfig: async ({ m, body }) => putFieldConfig(m, body),
    evaluateFormula: async ({ m, params, body }) => evaluateFormulas(m, params.id, body),
    ...backgroundPagesImpls,
  },
  pageAliasesOf(BACKGROUND_PAGES),
);
