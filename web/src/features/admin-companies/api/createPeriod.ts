import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PeriodCreate } from '@esg/core/schemas/company';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyReadsStale } from './keys';

export type NewPeriod = z.input<typeof PeriodCreate>;

/** POST /api/compPeriod/new (platform administrators): one more reporting period for a company. */
export const createPeriod = (body: NewPeriod) => callRoute(companyRoutes.createPeriod, { body });

export function useCreatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPeriod,
    onSuccess: () => companyReadsStale(queryClient),
  });
}
