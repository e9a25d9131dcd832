import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionRecordView } from '@esg/core/schemas/account';
import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../../api/client';

export type SessionRecord = z.output<typeof SessionRecordView>;

export const profileKeys = {
  all: ['profile'] as const,
  sessions: (ended = false) => [...profileKeys.all, 'sessions', { ended }] as const,
};

/** GET /api/account/sessions: the caller's live sessions, newest first; with `ended` the ended ones too. */
export const sessionsQuery = (ended = false) =>
  queryOptions({
    queryKey: profileKeys.sessions(ended),
    queryFn: () => callRoute(sessionRoutes.listSessions, { query: ended ? { ended: 'true' } : {} }),
  });

/** DELETE /api/account/sessions/{id}: ends one of the caller's own sessions. */
export const invalidateSession = (id: string) => callRoute(sessionRoutes.invalidateSession, { params: { id } });
