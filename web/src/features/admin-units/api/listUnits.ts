import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitView } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { unitKeys } from './keys';

export type Unit = UnitView;

/** GET /api/uom/all: every unit with its type and system. */
export const listUnitsQuery = () =>
  queryOptions({ queryKey: unitKeys.units(), queryFn: ({ signal }) => apiRequest<Unit[]>('/uom/all', { signal }) });

export const useUnits = () => useQuery(listUnitsQuery());
