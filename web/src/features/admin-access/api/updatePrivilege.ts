import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrivilegeUpdate } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { accessKeys } from './keys';

export type PrivilegeChange = z.input<typeof PrivilegeUpdate>;

/** PUT /api/privilege/{id} (platform administrators): names and status; the key never changes. */
export const updatePrivilege = ({ id, ...body }: PrivilegeChange & { id: string }) =>
  callRoute(usersRoutes.updatePrivilege, { params: { id }, body });

export function useUpdatePrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivilege,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.privileges() }),
  });
}
