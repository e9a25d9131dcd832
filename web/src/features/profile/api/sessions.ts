import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionRecordView } from '@esg/core/schemas/account';
import { apiRequest } from '../../../api/client';

export type SessionRecord = z.output<typeof SessionRecordView>;

export const profileKeys = {
  all: ['profile'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

/** GET /api/account/sessions: the caller's open sessions, newest first. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: () => apiRequest<SessionRecord[]>('/account/sessions') });

/** DELETE /api/account/sessions/{id}: ends one of the caller's own sessions. */
export const invalidateSession = (id: string) =>
  apiRequest<{ message: string }>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
