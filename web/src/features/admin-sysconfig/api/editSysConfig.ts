import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SysConfigEdit } from '@esg/core/schemas/admin';
import { apiRequest } from '../../../api/client';
import { sysConfigKeys } from './keys';
import type { SysConfig } from './listSysConfigs';

export type SysConfigChange = z.input<typeof SysConfigEdit>;

/**
 * PUT /api/system-configurations/{id} (platform administrators). With `startNewFinancialYear`
 * the new year becomes current and its reporting period is created, in one transaction.
 */
export const editSysConfig = ({ id, ...body }: SysConfigChange & { id: string }) =>
  apiRequest<SysConfig>(`/system-configurations/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useEditSysConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSysConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sysConfigKeys.list() }),
  });
}
