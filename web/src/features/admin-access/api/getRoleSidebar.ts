import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Sidebar } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { accessKeys } from './keys';

export type RoleSidebar = z.output<typeof Sidebar>;

/** GET /api/pages/sidebar/{id}: the side navigation as the role's members see it. */
export const roleSidebarQuery = (roleId: string) =>
  queryOptions({
    queryKey: accessKeys.sidebar(roleId),
    queryFn: ({ signal }) => callRoute(usersRoutes.roleSidebar, { params: { id: roleId }, signal }),
  });

export const useRoleSidebar = (roleId: string) => useQuery(roleSidebarQuery(roleId));
