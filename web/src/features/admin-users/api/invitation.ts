import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { adminUsersKeys } from './keys';

/** What Resend and Revoke send: the user and the version the administrator saw (ADR 0010 amended). */
export interface InvitationChange {
  id: string;
  version: number;
}

/**
 * POST (a new link mailed) or DELETE (the link ended, the user kept as revoked) /api/userInfo/{id}/invitation; the
 * table is read again either way.
 */
export function useInvitation(action: 'resend' | 'revoke') {
  const queryClient = useQueryClient();
  const route = action === 'resend' ? usersRoutes.resendInvitation : usersRoutes.revokeInvitation;
  return useMutation({
    mutationFn: ({ id, version }: InvitationChange) => callRoute(route, { params: { id }, body: { version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() }),
  });
}
