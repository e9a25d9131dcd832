import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import type { UserRole } from './getUserRole';
import { adminUsersKeys } from './keys';

export interface RoleAssignment {
  userId: string;
  roleId: string;
  version: number;
}

/** PUT /api/user-role/{id}: gives the user another role of the same company. */
export const putUserRole = ({ userId, roleId, version }: RoleAssignment) =>
  apiRequest<UserRole>(`/user-role/${encodeURIComponent(userId)}`, { method: 'PUT', body: { roleId, version } });

export function usePutUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserRole,
    onSuccess: (reply) => {
      queryClient.setQueryData(adminUsersKeys.userRole(reply.userId), reply);
      return queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() });
    },
  });
}
