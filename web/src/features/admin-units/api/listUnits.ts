import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitKeys } from './keys';

export type Unit = UnitView;

/** GET /api/uom/all: every unit with its type and system. */
export const listUnitsQuery = () =>
  queryOptions({ queryKey: unitKeys.units(), queryFn: ({ signal }) => callRoute(adminRoutes.listUnits, { signal }) });

export const useUnits = () => useQuery(listUnitsQuery());
