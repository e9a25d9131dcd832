import { queryOptions } from '@tanstack/react-query';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { routeQuery } from './routeQuery';

/**
 * GET /api/workflow/{year}/signoff: the board's sign-off of the year (docs/decisions/0113-board-sign-off.md), one read
 * shared by Home (where it is sent) and the lock where the year is printed (which needs it).
 */
export const signOffQuery = (year: string) =>
  queryOptions({ ...routeQuery(signOffRoutes.workflowSignOff, { params: { year } }), staleTime: 0 });
