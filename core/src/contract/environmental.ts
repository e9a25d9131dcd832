import { route, type RouteDef } from './route';
import {
  EmissionsParams,
  EmissionsQuery,
  EmissionsView,
  FuelMasterView,
  ResourceListView,
  ResourceNewBatch,
  ResourceNewBatchParams,
  ResourceNewRow,
  ResourceRowParams,
  ResourceRowsSave,
  ResourceRowView,
  ResourceYearParams,
  RowVersionQuery,
  YearIdParams,
  type ResourceType,
} from '../schemas/resources';
import { ReportSettingsParams, ReportSettingsSave, ReportSettingsView } from '../schemas/emissions';

const group = 'environmental' as const;

/**
 * Environmental resource rows and GHG accounting: one row per (reporting year, location,
 * resource row) with 12 monthly quantities. `{year}` and the spec's `{id}` are the reporting year
 * end (YYYY-MM-DD), as in page data; another company's year is 404, a printed year 423 on writes.
 * See docs/decisions/0014-resource-rows.md.
 */
export const resourceRoutes = {
  listResourceRows: route({
    method: 'GET',
    path: '/api/resource/{type}/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ResourceYearParams,
    response: ResourceListView,
    spec: 'GET /resource/{type}/{id}',
  }),
  saveResourceRows: route({
    method: 'PUT',
    path: '/api/resource/{type}/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: ResourceYearParams,
    body: ResourceRowsSave,
    response: ResourceListView,
    spec: 'PUT /resource/{type}/{id}',
  }),
  newResourceBatch: route({
    method: 'POST',
    path: '/api/resource/{type}/newBatch',
    group,
    access: 'company:write',
    scope: 'company',
    params: ResourceNewBatchParams,
    body: ResourceNewBatch,
    response: ResourceListView,
    status: 201,
    spec: 'POST /resource/{type}/newBatch',
  }),
  deleteResourceRow: route({
    method: 'DELETE',
    path: '/api/resource/{type}/{year}/{rowId}',
    group,
    access: 'company:write',
    scope: 'company',
    params: ResourceRowParams,
    query: RowVersionQuery,
    kind: 'empty',
    status: 204,
  }),
  emissions: route({
    method: 'GET',
    path: '/api/emissions/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: EmissionsParams,
    query: EmissionsQuery,
    response: EmissionsView,
  }),
  reportSettings: route({
    method: 'GET',
    path: '/api/report-settings/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: ReportSettingsParams,
    response: ReportSettingsView,
  }),
  saveReportSettings: route({
    method: 'PUT',
    path: '/api/report-settings/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: ReportSettingsParams,
    body: ReportSettingsSave,
    response: ReportSettingsView,
  }),
  fuelMaster: route({
    method: 'GET',
    path: '/api/fuel-master',
    group,
    access: 'authenticated',
    response: FuelMasterView,
    spec: 'GET /fuel-master',
  }),
};

/**
 * The spec's per-kind calls (docs/spec-coverage.md), each the generic call for one resource type with `{id}` the
 * year end: one line per kind — the resource type, the path segment, the spec's name for it, and
 * the ids of the get / put / new calls it has (with the spec's string for new). The routes, the
 * handler entries and the role-matrix requests are all generated from this table.
 */
// prettier-ignore
export const PER_KIND_CALLS = [
  { type: 'electricity',    path: 'electricities',    spec: 'electricities',    get: 'getElectricities',   put: 'putElectricities',   new: { id: 'newElectricity', spec: 'POST electricities' } },
  { type: 'water',          path: 'water',            spec: 'water',            get: 'getWater',           put: 'putWater',           new: { id: 'newWater', spec: 'POST water' } },
  { type: 'paper',          path: 'paper',            spec: 'paper',            get: 'getPaper',           put: 'putPaper',           new: { id: 'newPaper', spec: 'POST paper' } },
  { type: 'fuel',           path: 'fuel',             spec: 'fuel',             get: 'getFuel',            put: 'putFuel' },
  { type: 'vehicle',        path: 'vehicle',          spec: 'vehicle',          get: 'getVehicles',        put: 'putVehicles',        new: { id: 'newVehicle', spec: 'POST /vehicle/new/{id}' } },
  { type: 'refrigerant',    path: 'refrigerant',      spec: 'refrigerant',      get: 'getRefrigerants',    put: 'putRefrigerants',    new: { id: 'newRefrigerant', spec: 'POST /refrigerant/new/{id}' } },
  { type: 'packaging',      path: 'packaging',        spec: 'packaging',        get: 'getPackaging',       put: 'putPackaging' },
  { type: 'waste',          path: 'hazardous',        spec: 'hazardous',        get: 'getHazardous',       put: 'putHazardous' },
  { type: 'tree',           path: 'tree',             spec: 'tree',             get: 'getTrees',           put: 'putTrees' },
  { type: 'businessTravel', path: 'business-travels', spec: 'business-travels', get: 'getBusinessTravels', put: 'putBusinessTravels' },
  { type: 'intensity',      path: 'intensity',        spec: 'intensity',        get: 'getIntensity',       put: 'putIntensity',       new: { id: 'newIntensity', spec: 'POST /intensity/new/{id}' } },
  { type: 'material',       path: 'material',         spec: '{kind}',           get: 'getMaterials',       put: 'putMaterials' },
] as const satisfies readonly PerKindCalls[];

interface PerKindCalls {
  type: ResourceType;
  path: string;
  spec: string;
  get: string;
  put: string;
  new?: { id: string; spec: string };
}
type Kind = (typeof PER_KIND_CALLS)[number];

const perKindGet = (k: PerKindCalls) =>
  route({
    method: 'GET',
    path: `/api/${k.path}/{id}`,
    group,
    access: 'company:read',
    scope: 'company',
    params: YearIdParams,
    response: ResourceListView,
    spec: `GET /${k.spec}/{id}`,
  });
const perKindPut = (k: PerKindCalls) =>
  route({
    method: 'PUT',
    path: `/api/${k.path}/{id}`,
    group,
    access: 'company:write',
    scope: 'company',
    params: YearIdParams,
    body: ResourceRowsSave,
    response: ResourceListView,
    spec: `PUT /${k.spec}/{id}`,
  });
const perKindNew = (k: PerKindCalls, spec: string) =>
  route({
    method: 'POST',
    path: `/api/${k.path}/new/{id}`,
    group,
    access: 'company:write',
    scope: 'company',
    params: YearIdParams,
    body: ResourceNewRow,
    response: ResourceRowView,
    status: 201,
    spec,
  });

/** Which call of the generic resource routes a per-kind route is. */
export type PerKindCall = 'get' | 'put' | 'new';
type NewId<K> = K extends { new: { id: infer I extends string } } ? I : never;
type PerKindRoutes = { [K in Kind as K['get']]: ReturnType<typeof perKindGet> } & {
  [K in Kind as K['put']]: ReturnType<typeof perKindPut>;
} & { [K in Kind as NewId<K>]: ReturnType<typeof perKindNew> };
export type PerKindRouteId = keyof PerKindRoutes;

/** Each per-kind route id → its kind's resource type and which call it is. */
export const PER_KIND_ROUTE = Object.fromEntries(
  PER_KIND_CALLS.flatMap((k: PerKindCalls) => [
    [k.get, { type: k.type, call: 'get' }],
    [k.put, { type: k.type, call: 'put' }],
    ...(k.new ? [[k.new.id, { type: k.type, call: 'new' }]] : []),
  ]),
) as Record<PerKindRouteId, { type: ResourceType; call: PerKindCall }>;

export const perKindRoutes = Object.fromEntries(
  PER_KIND_CALLS.flatMap((k: PerKindCalls) => [
    [k.get, perKindGet(k)],
    [k.put, perKindPut(k)],
    ...(k.new ? [[k.new.id, perKindNew(k, k.new.spec)]] : []),
  ]),
) as PerKindRoutes;

/** The environmental group: resource rows, the spec's per-kind calls and the year's emissions. */
export const environmentalRoutes = { ...resourceRoutes, ...perKindRoutes } satisfies Record<string, RouteDef>;
