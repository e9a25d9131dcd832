import { useQuery } from '@tanstack/react-query';
import type { UnitView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { routeQuery } from '../../../api/routeQuery';

export type Unit = UnitView;

/** GET /api/uom/all: every unit with its type and system. */
export const listUnitsQuery = () => routeQuery(adminRoutes.listUnits);

export const useUnits = () => useQuery(listUnitsQuery());
