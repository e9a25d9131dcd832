import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SysConfigView } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { sysConfigKeys } from './keys';

export type SysConfig = SysConfigView;

/** GET /api/system-configurations: every company's (platform administrators) or the caller's own. */
export const sysConfigsQuery = () =>
  queryOptions({
    queryKey: sysConfigKeys.list(),
    queryFn: ({ signal }) => callRoute(adminRoutes.listSysConfigs, { signal }),
  });

export const useSysConfigs = () => useQuery(sysConfigsQuery());
