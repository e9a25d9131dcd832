import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backgroundPagesRoutes } from '@esg/core/contract/backgroundPages';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { TopicSave } from '@esg/core/schemas/questionnaire';
import { callRoute } from '../../../api/client';

export const boardKeys = {
  all: ['boardQuestionnaire'] as const,
  status: (year: string) => [...boardKeys.all, 'status', year] as const,
  topics: (year: string) => [...boardKeys.all, 'topics', year] as const,
};

/** GET /api/boardStatus/{year}: members, their link status and times, formSubmissions. */
export const boardStatusQuery = (year: string) =>
  queryOptions({
    queryKey: boardKeys.status(year),
    queryFn: () => callRoute(backgroundPagesRoutes.boardStatus, { params: { year } }),
  });

/** GET /api/materiality/topics/{year}. */
export const topicsQuery = (year: string) =>
  queryOptions({
    queryKey: boardKeys.topics(year),
    queryFn: () => callRoute(questionnaireRoutes.materialityTopics, { params: { year } }),
  });

const useRefreshing = <I, O>(year: string, fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: boardKeys.all }),
  });
};

/** POST /api/questionnaire/sendBoardEmail/{id} (resend: a new link, the old one stops working). */
export const useSendOne = (year: string) =>
  useRefreshing(year, ({ memberId, resend }: { memberId: string; resend: boolean }) =>
    callRoute(questionnaireRoutes.sendBoardEmail, { params: { id: memberId }, body: { year, resend } }),
  );

/** POST /api/questionnaire/sendBoardEmails/{year}: every member not sent yet. */
export const useSendAll = (year: string) =>
  useRefreshing(year, () => callRoute(questionnaireRoutes.sendBoardEmails, { params: { year } }));

/** PUT /api/boardmember/reset/{id}: removes the member's scores and reopens the link. */
export const useResetMember = (year: string) =>
  useRefreshing(year, (memberId: string) =>
    callRoute(questionnaireRoutes.resetBoardMember, { params: { id: memberId }, body: { year } }),
  );

/** PUT /api/materiality/topics/{year}. */
export const useSaveTopics = (year: string) =>
  useRefreshing(year, (body: { topics: TopicSave[]; threshold: number; version: number }) =>
    callRoute(questionnaireRoutes.putMaterialityTopics, { params: { year }, body }),
  );
