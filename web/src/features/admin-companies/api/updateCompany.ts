import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyEdit } from '@esg/core/schemas/company';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyKeys } from './keys';

export type CompanyChange = z.input<typeof CompanyEdit>;

/** PUT /api/comp/all: a company's names and language, based on the version the list showed. */
export const updateCompany = (body: CompanyChange) => callRoute(companyRoutes.updateCompany, { body });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.companies() }),
  });
}
