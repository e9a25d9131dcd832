import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleDetail } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { routeQuery } from '../../../api/routeQuery';

export type Role = z.output<typeof RoleDetail>;

/** GET /api/roles: the company's roles, most senior first. */
export const rolesQuery = () => routeQuery(usersRoutes.listRoles);

export const useRoles = () => useQuery(rolesQuery());
