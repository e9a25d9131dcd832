import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RolePages } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { accessKeys } from './keys';

export type RolePageList = z.output<typeof RolePages>;
export type RolePage = RolePageList['pages'][number];

/** GET /api/pages/{id}: every page, whether the role's grant allows it and whether it is shown. */
export const fetchRolePages = (roleId: string, signal?: AbortSignal) =>
  callRoute(usersRoutes.rolePages, { params: { id: roleId }, signal });

export const rolePagesQuery = (roleId: string) =>
  queryOptions({
    queryKey: accessKeys.rolePages(roleId),
    queryFn: ({ signal }) => fetchRolePages(roleId, signal),
    staleTime: 0,
  });

export const useRolePages = (roleId: string | undefined) =>
  useQuery({ ...rolePagesQuery(roleId ?? ''), enabled: Boolean(roleId) });
