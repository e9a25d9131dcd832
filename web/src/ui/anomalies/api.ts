import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import { callRoute } from '../../api/client';
import { invalidateRoutes, routeQuery } from '../../api/routeQuery';

/** GET /api/anomalies/{year}: the year's unusual figures and their explanations (ADR 0107). */
export const anomaliesQuery = (year: string) => routeQuery(assuranceRoutes.anomalies, { params: { year } });

/** PUT /api/anomalies/{year}/{anomalyId}/explanation: every screen showing the year's anomalies reads them again. */
export function useExplainAnomaly(year: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ anomalyId, comment }: { anomalyId: string; comment: string }) =>
      callRoute(assuranceRoutes.explainAnomaly, { params: { year, anomalyId }, body: { comment } }),
    onSuccess: () => invalidateRoutes(client, assuranceRoutes.anomalies),
  });
}
