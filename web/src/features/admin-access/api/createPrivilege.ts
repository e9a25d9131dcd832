import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrivilegeCreate } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { accessKeys } from './keys';

export type NewPrivilege = z.input<typeof PrivilegeCreate>;

/** POST /api/privilege (platform administrators): registers a key with its names. */
export const createPrivilege = (body: NewPrivilege) => callRoute(usersRoutes.createPrivilege, { body });

export function useCreatePrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrivilege,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.privileges() }),
  });
}
