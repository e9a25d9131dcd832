import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';

/** GET /api/system-configurations/{id}: one configuration as stored now (what "Reload" reads). */
export const fetchSysConfig = (id: string, signal?: AbortSignal) =>
  callRoute(adminRoutes.getSysConfig, { params: { id }, signal });
