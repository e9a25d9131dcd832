import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionRecordView } from '@esg/core/schemas/account';
import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../../api/client';

export type SessionRecord = z.output<typeof SessionRecordView>;

export const profileKeys = {
  all: ['profile'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

/** GET /api/account/sessions: the caller's open sessions, newest first. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: () => callRoute(sessionRoutes.listSessions) });

/** DELETE /api/account/sessions/{id}: ends one of the caller's own sessions. */
export const invalidateSession = (id: string) => callRoute(sessionRoutes.invalidateSession, { params: { id } });
