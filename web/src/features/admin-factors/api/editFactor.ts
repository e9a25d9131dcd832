import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FactorEdit } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { refreshFactor } from './keys';

export type FactorChange = z.output<typeof FactorEdit> & { id: string };

/**
 * PUT /api/emission-factors/{id}: adds the next revision (earlier ones never change, so a report
 * that recorded one reads the same numbers forever). Based on the factor's version.
 */
export const editFactor = ({ id, ...body }: FactorChange) =>
  callRoute(adminRoutes.editFactor, { params: { factorId: id }, body });

export function useEditFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFactor,
    onSuccess: (factor) => refreshFactor(queryClient, factor.id),
  });
}
