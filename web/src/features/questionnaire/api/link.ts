import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { TopicScore } from '@esg/core/schemas/questionnaire';
import { callRoute } from '../../../api/client';

export const linkKeys = { link: (id: string) => ['questionnaireLink', id] as const };

/** GET /api/questionnaire/q/{id}: the member's form (opening it marks the link Opened). No token is sent. */
export const questionnaireQuery = (id: string) =>
  queryOptions({
    queryKey: linkKeys.link(id),
    queryFn: () => callRoute(questionnaireRoutes.openQuestionnaire, { params: { id }, skipAuthFailure: true }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/questionnaire: the scores, once. */
export const useSubmitQuestionnaire = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scores: Record<string, TopicScore>) =>
      callRoute(questionnaireRoutes.submitQuestionnaire, { body: { id, scores }, skipAuthFailure: true }),
    onSuccess: () => client.setQueryData(linkKeys.link(id), (v) => (v ? { ...v, readOnly: true, submitted: true } : v)),
  });
};
