import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageDataView } from '@esg/core/schemas/pageData';
import { pageDataRoutes } from '@esg/core/contract/background';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export type PageData = PageDataView;

/** GET /api/page-data/{pageKey}/{year}: the answers, their version, whether the year is printed, last year's. */
export const fetchPageData = (pageKey: string, year: string, signal?: AbortSignal) =>
  callRoute(pageDataRoutes.getPageData, { params: { pageKey, year }, signal });

export const pageDataQuery = (pageKey: string, year: string) =>
  queryOptions({
    queryKey: pageDataKeys.page(pageKey, year),
    queryFn: ({ signal }) => fetchPageData(pageKey, year, signal),
    // The form holds the user's edits; a refetch on focus would only refresh the locked flag.
    refetchOnWindowFocus: false,
  });

export const usePageData = (pageKey: string, year: string) => useQuery(pageDataQuery(pageKey, year));
