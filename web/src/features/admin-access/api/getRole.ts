import { apiRequest } from '../../../api/client';
import type { Role } from './listRoles';

/** GET /api/roles/{id}: one role with its current version (what "Reload" after a conflict reads). */
export const fetchRole = (id: string, signal?: AbortSignal) =>
  apiRequest<Role>(`/roles/${encodeURIComponent(id)}`, { signal });
