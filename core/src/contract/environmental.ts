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
} from '../domain/resources/schemas';
import { ReportSettingsParams, ReportSettingsSave, ReportSettingsView } from '../domain/emissions/schemas';

const group = 'environmental' as const;

/**
 * Environmental resource rows and GHG accounting (issue 7): one row per (reporting year, location,
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
    params: ResourceYearParams,
    response: ResourceListView,
    spec: 'GET /resource/{type}/{id}',
  }),
  saveResourceRows: route({
    method: 'PUT',
    path: '/api/resource/{type}/{year}',
    group,
    access: 'company:write',
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
    params: EmissionsParams,
    query: EmissionsQuery,
    response: EmissionsView,
  }),
  reportSettings: route({
    method: 'GET',
    path: '/api/report-settings/{year}',
    group,
    access: 'company:read',
    params: ReportSettingsParams,
    response: ReportSettingsView,
  }),
  saveReportSettings: route({
    method: 'PUT',
    path: '/api/report-settings/{year}',
    group,
    access: 'company:write',
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

/** The spec's per-kind calls, each the generic call for one resource type. */
const perKind = <const P extends string>(path: P, spec: string) => ({
  get: route({
    method: 'GET',
    path: `/api/${path}/{id}`,
    group,
    access: 'company:read',
    params: YearIdParams,
    response: ResourceListView,
    spec: `GET /${spec}/{id}`,
  }),
  put: route({
    method: 'PUT',
    path: `/api/${path}/{id}`,
    group,
    access: 'company:write',
    params: YearIdParams,
    body: ResourceRowsSave,
    response: ResourceListView,
    spec: `PUT /${spec}/{id}`,
  }),
});
const newRow = <const P extends string>(path: P, spec: string) =>
  route({
    method: 'POST',
    path,
    group,
    access: 'company:write',
    params: YearIdParams,
    body: ResourceNewRow,
    response: ResourceRowView,
    status: 201,
    spec,
  });

const ALIAS = {
  electricities: perKind('electricities', 'electricities'),
  water: perKind('water', 'water'),
  paper: perKind('paper', 'paper'),
  fuel: perKind('fuel', 'fuel'),
  vehicle: perKind('vehicle', 'vehicle'),
  refrigerant: perKind('refrigerant', 'refrigerant'),
  packaging: perKind('packaging', 'packaging'),
  hazardous: perKind('hazardous', 'hazardous'),
  tree: perKind('tree', 'tree'),
  businessTravels: perKind('business-travels', 'business-travels'),
  intensity: perKind('intensity', 'intensity'),
  material: perKind('material', '{kind}'),
} as const;

export const aliasRoutes = {
  getElectricities: ALIAS.electricities.get,
  putElectricities: ALIAS.electricities.put,
  newElectricity: newRow('/api/electricities/new/{id}', 'POST electricities'),
  getWater: ALIAS.water.get,
  putWater: ALIAS.water.put,
  newWater: newRow('/api/water/new/{id}', 'POST water'),
  getPaper: ALIAS.paper.get,
  putPaper: ALIAS.paper.put,
  newPaper: newRow('/api/paper/new/{id}', 'POST paper'),
  getFuel: ALIAS.fuel.get,
  putFuel: ALIAS.fuel.put,
  getVehicles: ALIAS.vehicle.get,
  putVehicles: ALIAS.vehicle.put,
  newVehicle: newRow('/api/vehicle/new/{id}', 'POST /vehicle/new/{id}'),
  getRefrigerants: ALIAS.refrigerant.get,
  putRefrigerants: ALIAS.refrigerant.put,
  newRefrigerant: newRow('/api/refrigerant/new/{id}', 'POST /refrigerant/new/{id}'),
  getPackaging: ALIAS.packaging.get,
  putPackaging: ALIAS.packaging.put,
  getHazardous: ALIAS.hazardous.get,
  putHazardous: ALIAS.hazardous.put,
  getTrees: ALIAS.tree.get,
  putTrees: ALIAS.tree.put,
  getBusinessTravels: ALIAS.businessTravels.get,
  putBusinessTravels: ALIAS.businessTravels.put,
  getIntensity: ALIAS.intensity.get,
  putIntensity: ALIAS.intensity.put,
  newIntensity: newRow('/api/intensity/new/{id}', 'POST /intensity/new/{id}'),
  getMaterials: ALIAS.material.get,
  putMaterials: ALIAS.material.put,
};

/** Which resource type each alias route reads or writes. */
export const ALIAS_ROUTE_TYPE: Record<keyof typeof aliasRoutes, ResourceType> = {
  getElectricities: 'electricity',
  putElectricities: 'electricity',
  newElectricity: 'electricity',
  getWater: 'water',
  putWater: 'water',
  newWater: 'water',
  getPaper: 'paper',
  putPaper: 'paper',
  newPaper: 'paper',
  getFuel: 'fuel',
  putFuel: 'fuel',
  getVehicles: 'vehicle',
  putVehicles: 'vehicle',
  newVehicle: 'vehicle',
  getRefrigerants: 'refrigerant',
  putRefrigerants: 'refrigerant',
  newRefrigerant: 'refrigerant',
  getPackaging: 'packaging',
  putPackaging: 'packaging',
  getHazardous: 'waste',
  putHazardous: 'waste',
  getTrees: 'tree',
  putTrees: 'tree',
  getBusinessTravels: 'businessTravel',
  putBusinessTravels: 'businessTravel',
  getIntensity: 'intensity',
  putIntensity: 'intensity',
  newIntensity: 'intensity',
  getMaterials: 'material',
  putMaterials: 'material',
};

/** The environmental group: resource rows, their spec aliases and the year's emissions. */
export const environmentalRoutes = { ...resourceRoutes, ...aliasRoutes } satisfies Record<string, RouteDef>;
