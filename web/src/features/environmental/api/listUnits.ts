import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import { routeQuery } from '../../../api/routeQuery';

/**
 * GET /api/uom/all: the unit catalogue, from which each type offers the units of its unit types. The same
 * read (and cache entry) as the units administration's; an edit there refreshes it here too.
 */
export const useUnits = () => useQuery({ ...routeQuery(adminRoutes.listUnits), staleTime: 10 * 60_000 });
