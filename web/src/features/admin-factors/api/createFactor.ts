import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FactorCreate } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { factorKeys } from './keys';

export type NewFactor = z.output<typeof FactorCreate>;

/** POST /api/emission-factors (platform administrators): a new factor with its first revision. */
export const createFactor = (body: NewFactor) => callRoute(adminRoutes.createFactor, { body });

export function useCreateFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorKeys.list() }),
  });
}
