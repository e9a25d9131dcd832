import { useQuery } from '@tanstack/react-query';
import type { UnitTypeView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { routeQuery } from '../../../api/routeQuery';

export type UnitType = UnitTypeView;

/** GET /api/uom/types: unit types, each with the unit its totals are kept in. */
export const listUnitTypesQuery = () => routeQuery(adminRoutes.listUnitTypes);

export const useUnitTypes = () => useQuery(listUnitTypesQuery());
