import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleDetail } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { accessKeys } from './keys';

export type Role = z.output<typeof RoleDetail>;

/** GET /api/roles: the company's roles, most senior first. */
export const rolesQuery = () =>
  queryOptions({ queryKey: accessKeys.roles(), queryFn: ({ signal }) => callRoute(usersRoutes.listRoles, { signal }) });

export const useRoles = () => useQuery(rolesQuery());
