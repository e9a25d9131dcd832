import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrintedEdit } from '@esg/core/schemas/company';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyReadsStale } from './keys';

export type PrintedChange = z.input<typeof PrintedEdit>;

/** PUT /api/compPeriod/printed (platform administrators): locks a year (printed) or reopens it. */
export const setPrinted = (body: PrintedChange) => callRoute(companyRoutes.setPrinted, { body });

export function useSetPrinted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrinted,
    onSuccess: () => companyReadsStale(queryClient),
  });
}
