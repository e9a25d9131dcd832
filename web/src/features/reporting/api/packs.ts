import { queryOptions } from '@tanstack/react-query';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { callRoute } from '../../../api/client';
import { saveBlob } from '../../../ui/files/saveBlob';
import { reportKeys } from './reportJobs';

/** Whether the pack has the Simplified Chinese edition: '' leaves it to the company's language (ADR 0099). */
export type SimplifiedChoice = '' | 'true' | 'false';

/** POST /api/report-pack/{year}: queues a publication pack (or joins the one printing). */
export const createPack = ({ year, simplified }: { year: string; simplified: SimplifiedChoice }) =>
  callRoute(reportingRoutes.requestPack, { params: { year }, query: simplified ? { simplified } : {} });

/** GET /api/report-packs/{year}: the year's packs with their parity results, polled while one prints. */
export const yearPacksQuery = (year: string) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'packs', year] as const,
    queryFn: () => callRoute(reportingRoutes.yearPacks, { params: { year } }),
    refetchInterval: (q) => (q.state.data?.some((p) => p.status === 'QUEUED' || p.status === 'RUNNING') ? 2000 : false),
  });

/** GET /api/report-pack/download/{id}: the zip, saved through a temporary link (the token never leaves the app). */
export async function downloadPack(id: string, fileName: string) {
  saveBlob(await callRoute(reportingRoutes.downloadPack, { params: { id } }), fileName);
}
