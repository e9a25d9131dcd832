import { queryOptions } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { homeKeys } from './sectionStatus';

/** Pages of GET /api/comp/all read for Home (50 companies each); a platform with more sees the first 1,000. */
const PAGE = 50;
const MAX_PAGES = 20;

/**
 * Every company with its years and any first year awaiting approval (platform staff's Home), the
 * ones awaiting approval first: the index pages oldest first, and a new request must not hide behind them.
 */
export const platformCompaniesQuery = () =>
  queryOptions({
    queryKey: [...homeKeys.all, 'companies'] as const,
    queryFn: async ({ signal }) => {
      const items = [];
      let cursor: string | undefined;
      for (let i = 0; i < MAX_PAGES; i++) {
        const page = await callRoute(companyRoutes.listCompanies, { query: { size: PAGE, cursor }, signal });
        items.push(...page.items);
        cursor = page.cursor;
        if (!cursor) break;
      }
      return {
        items: items.sort((a, b) => Number(Boolean(b.pendingFirstYear)) - Number(Boolean(a.pendingFirstYear))),
        more: Boolean(cursor),
      };
    },
    staleTime: 0,
  });
