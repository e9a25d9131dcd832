import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Onboarding, OnboardingReply } from '@esg/core/schemas/company';
import { apiRequest } from '../../../api/client';
import { companyKeys } from './keys';

export type OnboardingInput = z.input<typeof Onboarding> & { start: string; end: string };

/**
 * POST /api/comp/subscribe/{start}/{end}: a new customer for its first financial year, with its
 * first company administrator, who is invited by mail (docs/decisions/0009).
 */
export const onboardCompany = ({ start, end, ...body }: OnboardingInput) =>
  apiRequest<z.output<typeof OnboardingReply>>(`/comp/subscribe/${start}/${end}`, { method: 'POST', body });

export function useOnboardCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.companies() }),
  });
}
