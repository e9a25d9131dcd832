import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formsRoutes } from '@esg/core/contract/forms';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export interface FieldConfigEdit {
  pageKey: string;
  hidden: string[];
  preferredUnits: { path: string; unit: string }[];
  version: number;
}

/** PUT /api/comp-field-config: 400 for a mandatory or required field, 409 on a stale version. */
export const putFieldConfig = (edit: FieldConfigEdit) => callRoute(formsRoutes.putFieldConfig, { body: edit });

export function usePutFieldConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putFieldConfig,
    // Every year's configured fields of the page change with it.
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: pageDataKeys.fieldConfig(reply.pageKey) }),
  });
}
