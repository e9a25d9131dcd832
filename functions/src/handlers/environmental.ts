import { ALIAS_ROUTE_TYPE, environmentalRoutes } from '@esg/core/contract/environmental';
import { listResourceRows } from '@esg/core/domain/resources/read';
import { deleteResourceRow, newResourceBatch, newResourceRow, saveResourceRows } from '@esg/core/domain/resources/save';
import { fuelMaster } from '@esg/core/domain/resources/fuels';
import { yearEmissions } from '@esg/core/domain/emissions/read';
import { readReportSettings, saveReportSettings } from '@esg/core/domain/emissions/settings';
import { groupHandler } from '../http/group';

/** Resource rows and the year's emissions (issue 7). */
export const handler = groupHandler(environmentalRoutes, {
  listResourceRows: async ({ m, params }) => listResourceRows(m, params.type, params.year),
  saveResourceRows: async ({ m, params, body }) => saveResourceRows(m, params.type, params.year, body),
  newResourceBatch: async ({ m, params, body }) => newResourceBatch(m, params.type, body),
  deleteResourceRow: async ({ m, params, query }) =>
    deleteResourceRow(m, params.type, params.year, params.rowId, query.version),
  emissions: async ({ m, params, query }) => yearEmissions(m, params.year, query),
  reportSettings: async ({ m, params }) => readReportSettings(m, params.year),
  saveReportSettings: async ({ m, params, body }) => saveReportSettings(m, params.year, body),
  fuelMaster: async () => fuelMaster(),
  // The spec's per-kind calls: the generic calls for one resource type, `{id}` the year end.
  getElectricities: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getElectricities, params.id),
  putElectricities: async ({ m, params, body }) =>
    saveResourceRows(m, ALIAS_ROUTE_TYPE.putElectricities, params.id, body),
  newElectricity: async ({ m, params, body }) => newResourceRow(m, ALIAS_ROUTE_TYPE.newElectricity, params.id, body),
  getWater: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getWater, params.id),
  putWater: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putWater, params.id, body),
  newWater: async ({ m, params, body }) => newResourceRow(m, ALIAS_ROUTE_TYPE.newWater, params.id, body),
  getPaper: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getPaper, params.id),
  putPaper: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putPaper, params.id, body),
  newPaper: async ({ m, params, body }) => newResourceRow(m, ALIAS_ROUTE_TYPE.newPaper, params.id, body),
  getFuel: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getFuel, params.id),
  putFuel: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putFuel, params.id, body),
  getVehicles: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getVehicles, params.id),
  putVehicles: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putVehicles, params.id, body),
  newVehicle: async ({ m, params, body }) => newResourceRow(m, ALIAS_ROUTE_TYPE.newVehicle, params.id, body),
  getRefrigerants: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getRefrigerants, params.id),
  putRefrigerants: async ({ m, params, body }) =>
    saveResourceRows(m, ALIAS_ROUTE_TYPE.putRefrigerants, params.id, body),
  newRefrigerant: async ({ m, params, body }) => newResourceRow(m, ALIAS_ROUTE_TYPE.newRefrigerant, params.id, body),
  getPackaging: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getPackaging, params.id),
  putPackaging: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putPackaging, params.id, body),
  getHazardous: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getHazardous, params.id),
  putHazardous: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putHazardous, params.id, body),
  getTrees: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getTrees, params.id),
  putTrees: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putTrees, params.id, body),
  getBusinessTravels: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getBusinessTravels, params.id),
  putBusinessTravels: async ({ m, params, body }) =>
    saveResourceRows(m, ALIAS_ROUTE_TYPE.putBusinessTravels, params.id, body),
  getIntensity: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getIntensity, params.id),
  putIntensity: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putIntensity, params.id, body),
  newIntensity: async ({ m, params, body }) => newResourceRow(m, ALIAS_ROUTE_TYPE.newIntensity, params.id, body),
  getMaterials: async ({ m, params }) => listResourceRows(m, ALIAS_ROUTE_TYPE.getMaterials, params.id),
  putMaterials: async ({ m, params, body }) => saveResourceRows(m, ALIAS_ROUTE_TYPE.putMaterials, params.id, body),
});
