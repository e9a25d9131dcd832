import { apiRequest } from '../../../api/client';
import type { SysConfig } from './listSysConfigs';

/** GET /api/system-configurations/{id}: one configuration as stored now (what "Reload" reads). */
export const fetchSysConfig = (id: string, signal?: AbortSignal) =>
  apiRequest<SysConfig>(`/system-configurations/${encodeURIComponent(id)}`, { signal });
