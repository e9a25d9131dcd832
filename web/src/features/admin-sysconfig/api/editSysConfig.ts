import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SysConfigEdit } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { sysConfigKeys } from './keys';

export type SysConfigChange = z.input<typeof SysConfigEdit>;

/**
 * PUT /api/system-configurations/{id} (platform administrators). With `startNewFinancialYear`
 * the new year becomes current and its reporting period is created, in one transaction.
 */
export const editSysConfig = ({ id, ...body }: SysConfigChange & { id: string }) =>
  callRoute(adminRoutes.editSysConfig, { params: { id }, body });

export function useEditSysConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSysConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sysConfigKeys.list() }),
  });
}
