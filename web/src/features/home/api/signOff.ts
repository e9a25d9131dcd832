import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { callRoute } from '../../../api/client';
import { signOffQuery } from '../../../api/boardSignOff';

/** POST /api/workflow/{year}/signoff: mails every director the statement and the newest draft. */
export const useSendSignOff = (year: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(signOffRoutes.workflowSendSignOff, { params: { year } }),
    onSuccess: (view) => client.setQueryData(signOffQuery(year).queryKey, view),
  });
};
