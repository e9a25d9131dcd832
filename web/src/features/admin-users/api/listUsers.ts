import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserView } from '@esg/core/schemas/account';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { adminUsersKeys, type UserQuery } from './keys';

export type ManagedUser = z.output<typeof UserView>;

/** GET /api/userInfos/all: the company's users (or, for platform staff, a named company's), searched, sorted and paged by the API. */
export const fetchUsers = (q: UserQuery, signal?: AbortSignal) =>
  callRoute(usersRoutes.listUsers, { query: { ...q, search: q.search.trim() || undefined }, signal });

export const usersQuery = (q: UserQuery) =>
  queryOptions({
    queryKey: adminUsersKeys.list(q),
    queryFn: ({ signal }) => fetchUsers(q, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (q: UserQuery) => useQuery(usersQuery(q));

/** The latest stored copy of one user (after a conflict): searched by login, matched by id. */
export async function fetchLatestUser(user: Pick<ManagedUser, 'id' | 'login'>): Promise<ManagedUser | undefined> {
  const reply = await fetchUsers({ search: user.login, sort: 'login', order: 'asc', page: 0, size: 100 });
  return reply.items.find((u) => u.id === user.id);
}
