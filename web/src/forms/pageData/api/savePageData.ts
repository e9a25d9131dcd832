import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageDataPath, type PageData } from './getPageData';
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
  apiRequest<PageData>(pageDataPath(pageKey, year), { method: 'PUT', body: { values, version } });

export function useSavePageData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageData,
    onSuccess: (reply) => queryClient.setQueryData(pageDataKeys.page(reply.pageKey, reply.yearEnd), reply),
  });
}
