import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleDetail } from '@esg/core/schemas/users';
import { apiRequest } from '../../../api/client';
import { accessKeys } from './keys';

export type Role = z.output<typeof RoleDetail>;

/** GET /api/roles: the company's roles, most senior first. */
export const rolesQuery = () =>
  queryOptions({ queryKey: accessKeys.roles(), queryFn: ({ signal }) => apiRequest<Role[]>('/roles', { signal }) });

export const useRoles = () => useQuery(rolesQuery());
