import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldConfigView } from '@esg/core/schemas/forms';
import { formsRoutes } from '@esg/core/contract/forms';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export type FieldConfig = FieldConfigView;

/** GET /api/comp-field-config/{pageKey}: what the company hid on a page, and the version to change it from. */
export const fetchFieldConfig = (pageKey: string, signal?: AbortSignal) =>
  callRoute(formsRoutes.getFieldConfig, { params: { id: pageKey }, signal });

export const fieldConfigQuery = (pageKey: string) =>
  queryOptions({
    queryKey: [...pageDataKeys.fieldConfig(pageKey), 'config'] as const,
    queryFn: ({ signal }) => fetchFieldConfig(pageKey, signal),
    staleTime: 0,
  });

export const useFieldConfig = (pageKey: string, enabled: boolean) =>
  useQuery({ ...fieldConfigQuery(pageKey), enabled });
