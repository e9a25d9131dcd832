import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserEdit } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { adminUsersKeys } from './keys';

export type UserChange = z.input<typeof UserEdit>;

/** PUT /api/userInfo/{id}: names, e-mail, language, role and activation, based on `version`. */
export const updateUser = ({ id, ...body }: UserChange & { id: string }) =>
  callRoute(usersRoutes.updateUser, { params: { id }, body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() }),
  });
}
