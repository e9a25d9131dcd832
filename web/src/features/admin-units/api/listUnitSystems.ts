import { useQuery } from '@tanstack/react-query';
import type { UnitSystemView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { routeQuery } from '../../../api/routeQuery';

export type UnitSystem = UnitSystemView;

/** GET /api/uom/systems: SI, metric, imperial, industry units, currencies. */
export const listUnitSystemsQuery = () => routeQuery(adminRoutes.listUnitSystems);

export const useUnitSystems = () => useQuery(listUnitSystemsQuery());
