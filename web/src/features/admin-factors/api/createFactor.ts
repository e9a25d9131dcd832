import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FactorCreate } from '@esg/core/schemas/admin';
import { apiRequest } from '../../../api/client';
import { factorKeys } from './keys';
import type { Factor } from './listFactors';

export type NewFactor = z.output<typeof FactorCreate>;

/** POST /api/emission-factors (platform administrators): a new factor with its first revision. */
export const createFactor = (body: NewFactor) => apiRequest<Factor>('/emission-factors', { method: 'POST', body });

export function useCreateFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorKeys.list() }),
  });
}
