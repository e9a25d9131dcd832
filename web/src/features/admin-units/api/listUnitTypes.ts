import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitTypeView } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { unitKeys } from './keys';

export type UnitType = UnitTypeView;

/** GET /api/uom/types: unit types, each with the unit its totals are kept in. */
export const listUnitTypesQuery = () =>
  queryOptions({
    queryKey: unitKeys.types(),
    queryFn: ({ signal }) => apiRequest<UnitType[]>('/uom/types', { signal }),
  });

export const useUnitTypes = () => useQuery(listUnitTypesQuery());
