import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageDataRoutes } from '@esg/core/contract/background';
import { callRoute } from '../../../api/client';
import { pageDataKeys } from './keys';

export interface CopyRows {
  pageKey: string;
  year: string;
  fieldId: string;
  version: number;
  /** Confirmed: this year's rows are replaced (without it the API refuses with 409 ROWS_TO_REPLACE). */
  replace: boolean;
}

/** POST …/copy-from-last-year/{fieldId}: last year's rows of one table become this year's (ADR 0089). */
export const copyRowsFromLastYear = ({ pageKey, year, fieldId, version, replace }: CopyRows) =>
  callRoute(pageDataRoutes.copyRowsFromLastYear, { params: { pageKey, year, fieldId }, body: { version, replace } });

export function useCopyRowsFromLastYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRowsFromLastYear,
    onSuccess: (reply) => queryClient.setQueryData(pageDataKeys.page(reply.pageKey, reply.yearEnd), reply),
  });
}
