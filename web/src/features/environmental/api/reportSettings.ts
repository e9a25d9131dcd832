import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReportSettingsView } from '@esg/core/schemas/emissions';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { carriedAnswer } from '../../../api/conflict';
import { environmentalKeys } from './keys';

export type ReportSettings = ReportSettingsView;
export interface ReportSettingsChange {
  year: string;
  gwpSet: ReportSettings['gwpSet'];
  version: number;
}

/** GET /api/report-settings/{year}: the GWP set the year's emissions are calculated with. */
export const reportSettingsQuery = (year: string) =>
  queryOptions({
    queryKey: environmentalKeys.reportSettings(year),
    queryFn: ({ signal }) => callRoute(resourceRoutes.reportSettings, { params: { year }, signal }),
  });

export const useReportSettings = (year: string) => useQuery(reportSettingsQuery(year));

/** PUT /api/report-settings/{year}: 409 when changed meanwhile, 423 once printed. */
export function useSaveReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, gwpSet, version }: ReportSettingsChange) =>
      callRoute(resourceRoutes.saveReportSettings, { params: { year }, body: { gwpSet, version } }),
    // Saved or refused, the setting and the year's emissions are shown as they are now. A 409 carries the
    // setting as stored (ADR 0083): it is shown from there, not read again.
    onSettled: (_reply, error, { year }) => {
      const carried = carriedAnswer(error, resourceRoutes.reportSettings, ReportSettingsView);
      if (carried) queryClient.setQueryData(reportSettingsQuery(year).queryKey, carried);
      return Promise.all([
        carried ? undefined : queryClient.invalidateQueries({ queryKey: environmentalKeys.reportSettings(year) }),
        queryClient.invalidateQueries({ queryKey: environmentalKeys.emissions(year) }),
      ]);
    },
  });
}
