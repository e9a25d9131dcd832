import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { companyKeys, companyReadsStale } from './keys';

const ownRequestKey = () => [...companyKeys.all, 'first-year-request'] as const;
const settingsKey = () => [...companyKeys.all, 'platform-settings'] as const;

/** GET /api/comp/subscribe/own: the first year the caller's company asked for, awaiting approval (ADR 0046). */
export const useOwnFirstYearRequest = (enabled: boolean) =>
  useQuery({
    queryKey: ownRequestKey(),
    queryFn: () => callRoute(companyRoutes.ownFirstYearRequest),
    enabled,
  });

/** POST /api/comp/{companyId}/approveFirstYear (platform administrators). */
export function useApproveFirstYear(done: (yearEnd: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => callRoute(companyRoutes.approveFirstYear, { params: { companyId } }),
    onSuccess: (period) => {
      void companyReadsStale(queryClient);
      done(period.yearEnd);
    },
  });
}

/** GET / PUT /api/platform/settings: whether self-registered companies' first years need approval. */
export function usePlatformSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey(), queryFn: () => callRoute(companyRoutes.getPlatformSettings) });
  const save = useMutation({
    mutationFn: (approveFirstYears: boolean) =>
      callRoute(companyRoutes.putPlatformSettings, {
        body: { approveFirstYears, version: settings.data?.version ?? 0 },
      }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey() }),
  });
  return { settings, save };
}
