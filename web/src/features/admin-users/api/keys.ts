import type { USER_SORT_FIELDS } from '@esg/core/schemas/users';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** One page of the users table: what the keys and the list call are built from. */
export interface UserQuery {
  search: string;
  sort: UserSortField;
  order: 'asc' | 'desc';
  /** 0-based, as the API pages. */
  page: number;
  size: number;
  /** A company a platform administrator looks at (ADR 0010, amended); absent, the caller's own users. */
  tenantId?: string;
}

/** Hierarchical query keys: invalidating `lists()` refreshes every page and search of the users table. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (query: UserQuery) => [...adminUsersKeys.lists(), query] as const,
  userRole: (userId: string) => [...adminUsersKeys.all, 'user-role', userId] as const,
};
