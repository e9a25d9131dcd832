import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { fetchSession } from '../../../session/api/getSession';
import { sessionStore } from '../../../session/store';

/**
 * POST /api/comp/subscribe/{start}/{end}/own: the self-service start (ADR 0037). The new year
 * joins the session's years (GET /api/session), so every page and the year selector have it.
 */
export async function subscribeFirstYear(years: { start: string; end: string }) {
  const period = await callRoute(companyRoutes.subscribeFirstYear, { params: years });
  sessionStore.refresh(await fetchSession());
  return period;
}

export function useSubscribeFirstYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeFirstYear,
    // Every cached answer was computed without a year (periods, pages, the navigation's rule set).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
