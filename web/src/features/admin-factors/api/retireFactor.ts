import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { refreshFactor } from './keys';

/**
 * POST /api/emission-factors/{id}/retire (ADR 0023): the soft delete, on the factor's version.
 * New calculations leave the factor out; its revisions stay in the lineage of figures that used them.
 */
export const retireFactor = ({ id, version }: { id: string; version: number }) =>
  callRoute(adminRoutes.retireFactor, { params: { factorId: id }, body: { version } });

export function useRetireFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireFactor,
    onSuccess: (factor) => refreshFactor(queryClient, factor.id),
  });
}
