import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { auditorRoutes } from '@esg/core/contract/auditors';
import type { AuditorInvite } from '@esg/core/schemas/auditor';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';

export const auditorsQuery = () => routeQuery(auditorRoutes.auditors);

/** POST /api/auditors: the invitation is mailed; the list is read again. */
export function useInviteAuditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AuditorInvite>) => callRoute(auditorRoutes.inviteAuditor, { body }),
    onSuccess: () => invalidateRoutes(client, auditorRoutes.auditors),
  });
}
