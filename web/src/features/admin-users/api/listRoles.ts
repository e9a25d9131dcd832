import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleDetail } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { routeQuery } from '../../../api/routeQuery';
import { useSession } from '../../../session/useSession';

export type Role = z.output<typeof RoleDetail>;

/** GET /api/roles: the company's roles, most senior first (needs roles:manage). */
export const rolesQuery = () => routeQuery(usersRoutes.listRoles);

/**
 * The roles an administrator can pick from. Without roles:manage the API would answer 403 (which
 * signs the user out), so such a caller is offered only their own role.
 */
export function useAssignableRoles(): { roles: Role[]; isPending: boolean } {
  const own = useSession().stored?.role;
  const canList = own?.privileges.includes('roles:manage') ?? false;
  const query = useQuery({ ...rolesQuery(), enabled: canList });
  if (!own) return { roles: [], isPending: false };
  if (!canList) return { roles: [{ ...own, version: 0 }], isPending: false };
  // Roles above the caller's own level cannot be assigned (docs/permissions.md "Levels").
  return { roles: (query.data ?? []).filter((r) => r.level <= own.level), isPending: query.isPending };
}

/** Every role by id, for the table's role column. */
export function useRoleNames(): Map<string, Role> {
  const own = useSession().stored?.role;
  const query = useQuery({ ...rolesQuery(), enabled: own?.privileges.includes('roles:manage') ?? false });
  const map = new Map((query.data ?? []).map((r) => [r.id, r]));
  if (own && !map.has(own.id)) map.set(own.id, { ...own, version: 0 });
  return map;
}
