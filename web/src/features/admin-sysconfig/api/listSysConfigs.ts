import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SysConfigView } from '@esg/core/schemas/admin';
import { apiRequest } from '../../../api/client';
import { sysConfigKeys } from './keys';

export type SysConfig = SysConfigView;

/** GET /api/system-configurations: every company's (platform administrators) or the caller's own. */
export const sysConfigsQuery = () =>
  queryOptions({
    queryKey: sysConfigKeys.list(),
    queryFn: ({ signal }) => apiRequest<SysConfig[]>('/system-configurations', { signal }),
  });

export const useSysConfigs = () => useQuery(sysConfigsQuery());
