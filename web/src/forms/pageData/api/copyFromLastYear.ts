import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageDataRoutes } from '@esg/core/contract/background';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export interface PageYear {
  pageKey: string;
  year: string;
}

/** POST …/copy-from-last-year: fills an empty page with the previous reporting year's answers. */
export const copyFromLastYear = ({ pageKey, year }: PageYear) =>
  callRoute(pageDataRoutes.copyPageFromLastYear, { params: { pageKey, year } });

export function useCopyFromLastYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyFromLastYear,
    onSuccess: (reply) => queryClient.setQueryData(pageDataKeys.page(reply.pageKey, reply.yearEnd), reply),
  });
}
