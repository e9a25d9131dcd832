import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageDataPath, type PageData } from './getPageData';
import { pageDataKeys } from './keys';

export interface PageYear {
  pageKey: string;
  year: string;
}

/** POST …/copy-from-last-year: fills an empty page with the previous reporting year's answers. */
export const copyFromLastYear = ({ pageKey, year }: PageYear) =>
  apiRequest<PageData>(`${pageDataPath(pageKey, year)}/copy-from-last-year`, { method: 'POST' });

export function useCopyFromLastYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyFromLastYear,
    onSuccess: (reply) => queryClient.setQueryData(pageDataKeys.page(reply.pageKey, reply.yearEnd), reply),
  });
}
