import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleUpdate } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { routeKey } from '../../../api/routeQuery';
import { accessKeys } from './keys';

export type RoleChange = z.input<typeof RoleUpdate>;

/** PUT /api/roles/{id}: name, level and privileges, based on the version the form showed. */
export const updateRole = ({ id, ...body }: RoleChange & { id: string }) =>
  callRoute(usersRoutes.updateRole, { params: { id }, body });

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    // A role's privileges decide which pages it may see: its page list is stale too.
    onSuccess: (role) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: routeKey(usersRoutes.listRoles) }),
        queryClient.invalidateQueries({ queryKey: accessKeys.rolePages(role.id) }),
      ]),
  });
}
