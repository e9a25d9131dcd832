import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SysConfigCreate } from '@esg/core/schemas/admin';
import { apiRequest } from '../../../api/client';
import { sysConfigKeys } from './keys';
import type { SysConfig } from './listSysConfigs';

export type NewSysConfig = z.input<typeof SysConfigCreate>;

/** POST /api/system-configurations (platform administrators): a company that has none yet. */
export const createSysConfig = (body: NewSysConfig) =>
  apiRequest<SysConfig>('/system-configurations', { method: 'POST', body });

export function useCreateSysConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSysConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sysConfigKeys.all }),
  });
}
