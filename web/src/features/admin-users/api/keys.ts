import type { UserQuery } from './listUsers';

/** Hierarchical query keys: invalidating `lists()` refreshes every page and search of the users table. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (query: UserQuery) => [...adminUsersKeys.lists(), query] as const,
  roles: () => [...adminUsersKeys.all, 'roles'] as const,
  userRole: (userId: string) => [...adminUsersKeys.all, 'user-role', userId] as const,
};
