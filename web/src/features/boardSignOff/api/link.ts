import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { callRoute } from '../../../api/client';

export const signOffKeys = { link: (id: string) => ['signOffLink', id] as const };

/** GET /api/signoff/{id}: the director's page (opening it spends a token of the link's bucket). No token is sent. */
export const signOffQuery = (id: string) =>
  queryOptions({
    queryKey: signOffKeys.link(id),
    queryFn: () => callRoute(signOffRoutes.openSignOff, { params: { id }, skipAuthFailure: true }),
    retry: false,
    staleTime: Infinity,
  });

type Answer = { decision: 'approve' } | { decision: 'comment'; comment: string };

/** POST /api/signoff: the director's approval or comment, once (the link is spent by it). */
export const useAnswerSignOff = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) =>
      callRoute(signOffRoutes.answerSignOff, { body: { id, ...answer }, skipAuthFailure: true }),
    onSuccess: () => client.removeQueries({ queryKey: signOffKeys.link(id), exact: true }),
  });
};
