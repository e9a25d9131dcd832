import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceListView } from '@esg/core/schemas/resources';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

export type ResourceList = ResourceListView;
export type ResourceRow = ResourceListView['rows'][number];

/** GET /api/resource/{type}/{year}: the year's rows of one type, its boundary and last year's totals. */
export const fetchResourceRows = (type: string, year: string, signal?: AbortSignal) =>
  callRoute(resourceRoutes.listResourceRows, { params: { type, year }, signal });

export const resourceRowsQuery = (type: string, year: string) =>
  queryOptions({
    queryKey: environmentalKeys.rows(type, year),
    queryFn: ({ signal }) => fetchResourceRows(type, year, signal),
    // The drawer holds its own copy of what is typed; a focus refetch only refreshes the table.
  });

export const useResourceRows = (type: string, year: string) => useQuery(resourceRowsQuery(type, year));
