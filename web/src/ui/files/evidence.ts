import { useQuery, useQueryClient } from '@tanstack/react-query';
import { filesRoutes } from '@esg/core/contract/files';
import { callRoute } from '../../api/client';

/** Whose evidence a screen reads: one catalogue page's fields, or one resource type's rows. */
export type EvidenceScope = { page: string } | { resource: string };

export const evidenceKey = (year: string, scope: EvidenceScope) => ['evidence', year, scope] as const;

/**
 * GET /api/evidence/{year}?page= or ?resource=: the files of one page (all its fields' paper clips) or
 * of one resource type (every row month's), with a refresh for after an upload or a delete.
 */
export function useEvidence(year: string, scope: EvidenceScope, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: evidenceKey(year, scope),
    queryFn: ({ signal }) => callRoute(filesRoutes.listEvidence, { params: { year }, query: scope, signal }),
    enabled: enabled && Boolean(year),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: evidenceKey(year, scope) });
  return { query, refresh };
}
