import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FactorForYear } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { factorKeys } from './keys';

export type YearFactor = z.output<typeof FactorForYear>;

/**
 * GET /api/emission-factors/{id}/years/{year}: the revision a report of that year uses; `proxy`
 * when no revision covers the year and an earlier year's stands in.
 */
export const factorForYearQuery = (id: string, year: number) =>
  queryOptions({
    queryKey: factorKeys.forYear(id, year),
    queryFn: ({ signal }) => callRoute(adminRoutes.factorForYear, { params: { factorId: id, year }, signal }),
    retry: false,
  });

export const useFactorForYear = (id: string, year: number | null) =>
  useQuery({ ...factorForYearQuery(id, year ?? 0), enabled: year !== null });
