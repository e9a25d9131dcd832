import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyPage, CompanyView } from '@esg/core/schemas/company';
import { apiRequest } from '../../../api/client';
import { companyKeys } from './keys';

export type Company = z.output<typeof CompanyView>;
export type Period = Company['compPeriods'][number];
type Page = z.output<typeof CompanyPage>;

export const COMPANY_PAGE_SIZE = 20;

/** GET /api/comp/all (platform administrators): one page of companies, each with its periods. */
export const companiesQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: companyKeys.companyPage(cursor),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ size: String(COMPANY_PAGE_SIZE) });
      if (cursor) params.set('cursor', cursor);
      return apiRequest<Page>(`/comp/all?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useCompanies = (cursor: string | undefined) => useQuery(companiesQuery(cursor));
