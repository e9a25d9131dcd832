import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserEdit } from '@esg/core/schemas/users';
import { apiRequest } from '../../../api/client';
import { adminUsersKeys } from './keys';
import type { ManagedUser } from './listUsers';

export type UserChange = z.input<typeof UserEdit>;

/** PUT /api/userInfo/{id}: names, e-mail, language, role and activation, based on `version`. */
export const updateUser = ({ id, ...body }: UserChange & { id: string }) =>
  apiRequest<ManagedUser>(`/userInfo/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() }),
  });
}
