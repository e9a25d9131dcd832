import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageDataRoutes } from '@esg/core/contract/background';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export interface PageDataSave {
  pageKey: string;
  year: string;
  values: Record<string, unknown>;
  /** The version the form was based on (0: never saved): a stale one is refused with 409. */
  version: number;
}

/** PUT /api/page-data/{pageKey}/{year}: validated by the page's declaration, derived values computed. */
export const savePageData = ({ pageKey, year, values, version }: PageDataSave) =>
  callRoute(pageDataRoutes.putPageData, { params: { pageKey, year }, body: { values, version } });

export function useSavePageData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageData,
    onSuccess: (reply) => queryClient.setQueryData(pageDataKeys.page(reply.pageKey, reply.yearEnd), reply),
  });
}
