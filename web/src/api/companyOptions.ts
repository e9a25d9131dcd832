import { queryOptions } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from './client';

/** A company as a choice: its id (never shown) and its names. */
export type CompanyOption = { id: string; name: string; nameZh?: string };

/** GET /api/comp/all, every page (platform administrators): the companies a platform screen lets one choose from. */
async function fetchCompanyOptions(signal?: AbortSignal): Promise<CompanyOption[]> {
  const all: CompanyOption[] = [];
  let cursor: string | undefined;
  do {
    const page = await callRoute(companyRoutes.listCompanies, { query: { size: 50, cursor }, signal });
    all.push(...page.items.map(({ id, name, nameZh }) => ({ id, name, ...(nameZh ? { nameZh } : {}) })));
    cursor = page.cursor;
  } while (cursor);
  return all;
}

/** One read shared by the configuration form's and the users page's company choices. */
export const companyOptionsQuery = () =>
  queryOptions({ queryKey: ['company-options'] as const, queryFn: ({ signal }) => fetchCompanyOptions(signal) });
