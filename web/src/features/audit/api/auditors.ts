import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { auditorRoutes } from '@esg/core/contract/auditors';
import type { AuditorInvite, AuditorUpdate } from '@esg/core/schemas/auditor';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';

export const auditorsQuery = () => routeQuery(auditorRoutes.auditors);

/**
 * The grant as stored now (after a conflict, ADR 0083): the list read again, matched by id; the page's list is read
 * again too, so it shows what Reload found.
 */
export async function fetchLatestAuditor(client: QueryClient, id: string) {
  const all = await callRoute(auditorRoutes.auditors);
  void invalidateRoutes(client, auditorRoutes.auditors);
  return all.find((a) => a.id === id);
}

/** POST /api/auditors: the invitation is mailed; the list is read again. */
export function useInviteAuditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AuditorInvite>) => callRoute(auditorRoutes.inviteAuditor, { body }),
    onSuccess: () => invalidateRoutes(client, auditorRoutes.auditors),
  });
}

/** PUT /api/auditors/{id}: an auditor's years and end date changed (ADR 0115 amended); the list is read again. */
export function useUpdateGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: z.input<typeof AuditorUpdate> & { id: string }) =>
      callRoute(auditorRoutes.updateAuditor, { params: { id }, body }),
    onSuccess: () => invalidateRoutes(client, auditorRoutes.auditors),
  });
}
