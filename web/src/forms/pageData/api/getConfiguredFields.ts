import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { FieldsReply, FieldView } from '@esg/core/schemas/forms';
import { formsRoutes } from '@esg/core/contract/forms';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export type ConfiguredFields = z.infer<typeof FieldsReply>;
export type { FieldView };

/**
 * GET /api/fields/configs/{pageKey}/{year}: the page's fields as the company set them up (hidden,
 * preferred unit) with the HKEX provisions each feeds that are mandatory in that year.
 */
export const fetchConfiguredFields = (pageKey: string, year: string, signal?: AbortSignal) =>
  callRoute(formsRoutes.fieldConfigsByYear, { params: { pageKey, year }, signal });

export const configuredFieldsQuery = (pageKey: string, year: string) =>
  queryOptions({
    queryKey: pageDataKeys.configuredFields(pageKey, year),
    queryFn: ({ signal }) => fetchConfiguredFields(pageKey, year, signal),
    refetchOnWindowFocus: false,
  });

export const useConfiguredFields = (pageKey: string, year: string) => useQuery(configuredFieldsQuery(pageKey, year));

/** Every field view with its nested details and table columns, in display order. */
export function flattenViews(fields: readonly FieldView[]): FieldView[] {
  return fields.flatMap((f) => [f, ...flattenViews(f.details ?? []), ...flattenViews(f.columns ?? [])]);
}

/** The payload paths the company hid. */
export const hiddenPaths = (fields: readonly FieldView[]): ReadonlySet<string> =>
  new Set(
    flattenViews(fields)
      .filter((f) => f.hidden)
      .map((f) => f.path),
  );
