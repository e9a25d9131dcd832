import { queryOptions, useQuery } from '@tanstack/react-query';

import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { sysConfigKeys } from './keys';

export type CompanyOption = { id: string; name: string };

/** GET /api/comp/all, every page: the companies a new configuration can be made for. */
async function fetchAllCompanies(signal?: AbortSignal): Promise<CompanyOption[]> {
  const all: CompanyOption[] = [];
  let cursor: string | undefined;
  do {
    const page = await callRoute(companyRoutes.listCompanies, { query: { size: 50, cursor }, signal });
    all.push(...page.items.map(({ id, name }) => ({ id, name })));
    cursor = page.cursor;
  } while (cursor);
  return all;
}

export const companiesQuery = () =>
  queryOptions({ queryKey: sysConfigKeys.companies(), queryFn: ({ signal }) => fetchAllCompanies(signal) });

export const useCompanies = (enabled: boolean) => useQuery({ ...companiesQuery(), enabled });
