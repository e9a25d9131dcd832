import { useQuery } from '@tanstack/react-query';
import type { ConversionView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { routeQuery } from '../../../api/routeQuery';

export type Conversion = ConversionView;

/** GET /api/uom/conversions: exact factors, numerator and denominator as integer strings. */
export const listConversionsQuery = () => routeQuery(adminRoutes.listConversions);

export const useConversions = () => useQuery(listConversionsQuery());
