import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';
import { saveBlob } from '../../../ui/files/saveBlob';

/** GET /api/assurance-packs/{year}: the year's packs, polled while one is being built (ADR 0117). */
export const assurancePacksQuery = (year: string) =>
  queryOptions({
    ...routeQuery(assuranceRoutes.assurancePacks, { params: { year } }),
    refetchInterval: (q) => (q.state.data?.some((p) => p.status === 'QUEUED' || p.status === 'RUNNING') ? 1000 : false),
  });

/** POST /api/assurance-pack/{year}: queues a pack (or joins the one being built); the list is read again. */
export function useBuildAssurancePack(year: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(assuranceRoutes.requestAssurancePack, { params: { year } }),
    onSuccess: () => invalidateRoutes(client, assuranceRoutes.assurancePacks),
  });
}

/** GET /api/assurance-pack/download/{id}: the zip, saved through a temporary link (the token never leaves the app). */
export async function downloadAssurancePack(id: string, fileName: string) {
  saveBlob(await callRoute(assuranceRoutes.downloadAssurancePack, { params: { id } }), fileName);
}

/** POST /api/restatements/{year}: the printed year reopens into its next version (ADR 0118). */
export function useRestate(year: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; version: number }) =>
      callRoute(assuranceRoutes.restate, { params: { year }, body }),
    // The year's state changes everywhere: its pages take writes again.
    onSuccess: () => client.invalidateQueries(),
  });
}
