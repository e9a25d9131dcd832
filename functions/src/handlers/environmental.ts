import { environmentalRoutes, PER_KIND_ROUTE, type perKindRoutes } from '@esg/core/contract/environmental';
import { listResourceRows } from '@esg/core/domain/resources/read';
import { deleteResourceRow, newResourceBatch, newResourceRow, saveResourceRows } from '@esg/core/domain/resources/save';
import { fuelMaster } from '@esg/core/domain/resources/fuels';
import { yearEmissions } from '@esg/core/domain/emissions/read';
import { readReportSettings, saveReportSettings } from '@esg/core/domain/emissions/settings';
import type { ResourceType } from '@esg/core/schemas/resources';
import { groupHandler } from '../http/group';
import type { Impl, Impls } from '../http/types';

type PerKind = typeof perKindRoutes;

/** The spec's per-kind calls: the generic call for the kind's resource type, `{id}` the year end. */
const perKindImpl = {
  get:
    (type: ResourceType): Impl<PerKind['getWater']> =>
    async ({ m, params }) =>
      listResourceRows(m, type, params.id),
  put:
    (type: ResourceType): Impl<PerKind['putWater']> =>
    async ({ m, params, body }) =>
      saveResourceRows(m, type, params.id, body),
  new:
    (type: ResourceType): Impl<PerKind['newWater']> =>
    async ({ m, params, body }) =>
      newResourceRow(m, type, params.id, body),
};
const perKindImpls = Object.fromEntries(
  Object.entries(PER_KIND_ROUTE).map(([id, { type, call }]) => [id, perKindImpl[call](type)]),
) as Impls<PerKind>;

/** Resource rows and the year's emissions (ADR 0014). */
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
  ...perKindImpls,
});
