import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import type { ResourceType } from '@esg/core/schemas/resources';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';

export const completenessQuery = (year: string) => routeQuery(assuranceRoutes.completeness, { params: { year } });

/** PUT /api/completeness/{year}/zero: completeness and anomalies are read again. */
export function useConfirmZeros(year: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: ResourceType; rowId: string; months: number[] }) =>
      callRoute(assuranceRoutes.confirmZeros, { params: { year }, body: { ...body, confirmed: true } }),
    onSuccess: () => invalidateRoutes(client, assuranceRoutes.completeness),
  });
}
