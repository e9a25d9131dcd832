import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitTypeView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitKeys } from './keys';

export type UnitType = UnitTypeView;

/** GET /api/uom/types: unit types, each with the unit its totals are kept in. */
export const listUnitTypesQuery = () =>
  queryOptions({
    queryKey: unitKeys.types(),
    queryFn: ({ signal }) => callRoute(adminRoutes.listUnitTypes, { signal }),
  });

export const useUnitTypes = () => useQuery(listUnitTypesQuery());
