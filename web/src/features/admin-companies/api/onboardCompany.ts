import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Onboarding } from '@esg/core/schemas/company';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyKeys } from './keys';

export type OnboardingInput = z.input<typeof Onboarding> & { start: string; end: string };

/**
 * POST /api/comp/subscribe/{start}/{end}: a new customer for its first financial year, with its
 * first company administrator, who is invited by mail (docs/decisions/0009).
 */
export const onboardCompany = ({ start, end, ...body }: OnboardingInput) =>
  callRoute(companyRoutes.onboardCompany, { params: { start, end }, body });

export function useOnboardCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.companies() }),
  });
}
