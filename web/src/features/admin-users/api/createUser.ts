import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserCreate } from '@esg/core/schemas/users';
import { apiRequest } from '../../../api/client';
import { adminUsersKeys } from './keys';
import type { ManagedUser } from './listUsers';

export type NewUser = z.input<typeof UserCreate>;

/** POST /api/userInfo: invites a user; the API mails the activation link. */
export const createUser = (body: NewUser) => apiRequest<ManagedUser>('/userInfo', { method: 'POST', body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() }),
  });
}
