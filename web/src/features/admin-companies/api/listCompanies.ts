import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyView } from '@esg/core/schemas/company';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyKeys } from './keys';

export type Company = z.output<typeof CompanyView>;
export type Period = Company['compPeriods'][number];

export const COMPANY_PAGE_SIZE = 20;

/** GET /api/comp/all (platform administrators): one page of companies, each with its periods. */
export const companiesQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: companyKeys.companyPage(cursor),
    queryFn: ({ signal }) =>
      callRoute(companyRoutes.listCompanies, { query: { size: COMPANY_PAGE_SIZE, cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (cursor: string | undefined) => useQuery(companiesQuery(cursor));
