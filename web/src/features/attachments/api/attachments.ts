import { useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { filesRoutes } from '@esg/core/contract/files';
import { callRoute } from '../../../api/client';
import { routeQuery } from '../../../api/routeQuery';

export const attachmentKeys = {
  list: (year: string) => ['files', 'attachment', year] as const,
};

/** GET /api/files/attachment/{year}: the year's checked attachments. */
export const useAttachments = (year: string) =>
  useQuery({
    queryKey: attachmentKeys.list(year),
    queryFn: ({ signal }) => callRoute(filesRoutes.listFiles, { params: { module: 'attachment', year }, signal }),
  });

/** GET /api/compPeriod/isPrinted/{year}: a printed year's attachments are read-only. */
export const usePrinted = (year: string) => useQuery(routeQuery(companyRoutes.isPrinted, { params: { year } }));
