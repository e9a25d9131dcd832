import { useQuery } from '@tanstack/react-query';
import { filesRoutes } from '@esg/core/contract/files';
import { callRoute } from '../../api/client';

export const evidenceKey = (year: string, page: string) => ['evidence', year, page] as const;

/** GET /api/evidence/{year}?page=: one page's evidence files, shared by all its fields' paper clips. */
export const usePageEvidence = (year: string, page: string) =>
  useQuery({
    queryKey: evidenceKey(year, page),
    queryFn: ({ signal }) => callRoute(filesRoutes.listEvidence, { params: { year }, query: { page }, signal }),
  });
