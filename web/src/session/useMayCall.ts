import type { RouteDef } from '@esg/core/contract/route';
import { roleMayCall } from '@esg/core/vocabulary/privileges';
import { useSession } from './useSession';

/**
 * Whether the signed-in role may make this call: the privilege the route contract names and, for an invited auditor,
 * reads only (docs/decisions/0115-the-auditor.md). A screen offers a control only then, instead of one the API refuses.
 */
export function useMayCall(route: Pick<RouteDef, 'method' | 'access'>): boolean {
  const role = useSession().stored?.role;
  return role ? roleMayCall(role, route) : false;
}
