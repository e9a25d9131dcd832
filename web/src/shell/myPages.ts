import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PageView } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../api/client';

/** One page the caller's role may see (GET /api/pages: its grant, minus what its company hid). */
export type VisiblePage = z.output<typeof PageView>;

export const navigationKeys = {
  all: ['navigation'] as const,
  pages: () => [...navigationKeys.all, 'pages'] as const,
};

/** GET /api/pages: the page authorization of docs/permissions.md, read once per shell (it changes rarely). */
export const fetchMyPages = () => callRoute(usersRoutes.myPages);

export const myPagesQuery = () =>
  queryOptions({ queryKey: navigationKeys.pages(), queryFn: fetchMyPages, staleTime: 5 * 60_000 });
