import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserCreate } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { adminUsersKeys } from './keys';

export type NewUser = z.input<typeof UserCreate>;

/** POST /api/userInfo: invites a user; the API mails the activation link. */
export const createUser = (body: NewUser) => callRoute(usersRoutes.createUser, { body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() }),
  });
}
