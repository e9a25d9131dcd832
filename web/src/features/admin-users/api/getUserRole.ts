import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserRoleView } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { adminUsersKeys } from './keys';

export type UserRole = z.output<typeof UserRoleView>;

/** GET /api/user-role/{id}: a user's role and the user's version (a role change edits the user). */
export const fetchUserRole = (userId: string, signal?: AbortSignal) =>
  callRoute(usersRoutes.getUserRole, { params: { id: userId }, signal });

export const userRoleQuery = (userId: string) =>
  queryOptions({
    queryKey: adminUsersKeys.userRole(userId),
    queryFn: ({ signal }) => fetchUserRole(userId, signal),
    staleTime: 0,
  });

export const useUserRole = (userId: string) => useQuery(userRoleQuery(userId));
