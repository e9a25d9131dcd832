import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyPage } from '@esg/core/schemas/company';
import { apiRequest } from '../../../api/client';
import { sysConfigKeys } from './keys';

export type CompanyOption = { id: string; name: string };

/** GET /api/comp/all, every page: the companies a new configuration can be made for. */
async function fetchAllCompanies(signal?: AbortSignal): Promise<CompanyOption[]> {
  const all: CompanyOption[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams({ size: '50', ...(cursor ? { cursor } : {}) });
    const page = await apiRequest<z.output<typeof CompanyPage>>(`/comp/all?${params}`, { signal });
    all.push(...page.items.map(({ id, name }) => ({ id, name })));
    cursor = page.cursor;
  } while (cursor);
  return all;
}

export const companiesQuery = () =>
  queryOptions({ queryKey: sysConfigKeys.companies(), queryFn: ({ signal }) => fetchAllCompanies(signal) });

export const useCompanies = (enabled: boolean) => useQuery({ ...companiesQuery(), enabled });
