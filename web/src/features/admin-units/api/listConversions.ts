import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversionView } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitKeys } from './keys';

export type Conversion = ConversionView;

/** GET /api/uom/conversions: exact factors, numerator and denominator as integer strings. */
export const listConversionsQuery = () =>
  queryOptions({
    queryKey: unitKeys.conversions(),
    queryFn: ({ signal }) => callRoute(adminRoutes.listConversions, { signal }),
  });

export const useConversions = () => useQuery(listConversionsQuery());
