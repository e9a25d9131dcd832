import * as z from 'zod';
import { route } from './route';
import {
  FieldConfigEdit,
  FieldConfigView,
  FieldsReply,
  FormulaInput,
  FormulaReply,
  MasterConfigEntry,
  ModulePathParams,
  ModulePathYearParams,
  PageIdParams,
  PageKeyParams,
  PageKeyScopeParams,
  PageMasterParams,
  PageYearParams,
} from '../schemas/forms';

const group = 'background' as const;

/**
 * Form configuration (docs/spec-coverage.md "Form configuration", §3 "Page master configuration"): the
 * catalogue's declarations served to the renderer, the company's field configuration and the
 * formula preview. A module path is a page route with '.' for '/' (`background.company_information`);
 * page ids are page keys. See docs/decisions/0012-page-data.md.
 */
export const formsRoutes = {
  fieldsByPageKey: route({
    method: 'GET',
    path: '/api/fields/page-key/{key}',
    group,
    access: 'company:read',
    params: PageKeyParams,
    response: FieldsReply,
    spec: 'GET /fields/page-key/{key}',
  }),
  fieldsByPageKeyScope: route({
    method: 'GET',
    path: '/api/fields/page-key/{key}/{second}',
    group,
    access: 'company:read',
    params: PageKeyScopeParams,
    response: FieldsReply,
    spec: 'GET /fields/page-key/{key}/{second}',
  }),
  fieldsByPageMaster: route({
    method: 'GET',
    path: '/api/fields/page/{pageMasterId}',
    group,
    access: 'company:read',
    params: PageMasterParams,
    response: FieldsReply,
    spec: 'GET /fields/page/{pageMasterId}',
  }),
  fieldConfigsByYear: route({
    method: 'GET',
    path: '/api/fields/configs/{pageKey}/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: PageYearParams,
    response: FieldsReply,
    spec: 'GET /fields/configs/{a}/{b}',
  }),
  fieldsByModulePath: route({
    method: 'GET',
    path: '/api/fields/module-path/{path}',
    group,
    access: 'company:read',
    params: ModulePathParams,
    response: FieldsReply,
    spec: 'GET fields/module-path/{path}',
  }),
  fieldsByModulePathYear: route({
    method: 'GET',
    path: '/api/fields/module-path/by-year/{path}/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ModulePathYearParams,
    response: FieldsReply,
    spec: 'GET /fields/module-path/by-year/{a}/{b}',
  }),
  pageMasterConfig: route({
    method: 'GET',
    path: '/api/pages/page-master-configs/path/{path}',
    group,
    access: 'company:read',
    params: ModulePathParams,
    response: z.array(MasterConfigEntry),
    spec: 'GET /pages/page-master-configs/path/{path}',
  }),
  getFieldConfig: route({
    method: 'GET',
    path: '/api/comp-field-config/{id}',
    group,
    access: 'company:read',
    params: PageIdParams,
    response: FieldConfigView,
    spec: 'GET /comp-field-config/{id}',
  }),
  putFieldConfig: route({
    method: 'PUT',
    path: '/api/comp-field-config',
    group,
    access: 'company:write',
    scope: 'company',
    body: FieldConfigEdit,
    response: FieldConfigView,
    spec: 'PUT /comp-field-config',
  }),
  evaluateFormula: route({
    method: 'POST',
    path: '/api/formula/evaluate/{id}',
    group,
    access: 'company:read',
    params: PageIdParams,
    body: FormulaInput,
    response: FormulaReply,
    spec: 'POST /formula/evaluate/{id}',
  }),
};
