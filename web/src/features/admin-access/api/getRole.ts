import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';

/** GET /api/roles/{id}: one role with its current version (what "Reload" after a conflict reads). */
export const fetchRole = (id: string, signal?: AbortSignal) =>
  callRoute(usersRoutes.getRole, { params: { id }, signal });
