import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { callRoute } from '../../../api/client';
import { homeKeys } from './sectionStatus';

const signOffKey = (year: string) => [...homeKeys.all, 'sign-off', year] as const;

/** GET /api/workflow/{year}/signoff: the board's sign-off of the year (docs/decisions/0113-board-sign-off.md). */
export const signOffQuery = (year: string) =>
  queryOptions({
    queryKey: signOffKey(year),
    queryFn: () => callRoute(signOffRoutes.workflowSignOff, { params: { year } }),
    staleTime: 0,
  });

/** POST /api/workflow/{year}/signoff: mails every director the statement and the newest draft. */
export const useSendSignOff = (year: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(signOffRoutes.workflowSendSignOff, { params: { year } }),
    onSuccess: (view) => client.setQueryData(signOffKey(year), view),
  });
};
