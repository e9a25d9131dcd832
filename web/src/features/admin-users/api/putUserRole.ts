import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { adminUsersKeys } from './keys';

export interface RoleAssignment {
  userId: string;
  roleId: string;
  version: number;
}

/** PUT /api/user-role/{id}: gives the user another role of the same company. */
export const putUserRole = ({ userId, roleId, version }: RoleAssignment) =>
  callRoute(usersRoutes.putUserRole, { params: { id: userId }, body: { roleId, version } });

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
