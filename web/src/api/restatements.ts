import { assuranceRoutes } from '@esg/core/contract/assurance';
import { routeQuery } from './routeQuery';

/**
 * GET /api/restatements/{year}: the year's version, whether it is printed and why it was restated
 * (docs/decisions/0118-restatement.md), one read shared by the data quality page, Home and the report's generation.
 */
export const restatementsQuery = (year: string) => routeQuery(assuranceRoutes.restatements, { params: { year } });
