import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SysConfigCreate } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { sysConfigKeys } from './keys';

export type NewSysConfig = z.input<typeof SysConfigCreate>;

/** POST /api/system-configurations (platform administrators): a company that has none yet. */
export const createSysConfig = (body: NewSysConfig) => callRoute(adminRoutes.createSysConfig, { body });

export function useCreateSysConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSysConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sysConfigKeys.all }),
  });
}
