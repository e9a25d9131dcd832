import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PeriodCreate } from '@esg/core/schemas/company';
import { apiRequest } from '../../../api/client';
import { companyKeys } from './keys';
import type { Period } from './listCompanies';

export type NewPeriod = z.input<typeof PeriodCreate>;

/** POST /api/compPeriod/new (platform administrators): one more reporting period for a company. */
export const createPeriod = (body: NewPeriod) => apiRequest<Period>('/compPeriod/new', { method: 'POST', body });

export function useCreatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
