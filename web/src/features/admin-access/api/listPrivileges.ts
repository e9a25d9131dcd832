import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrivilegeView } from '@esg/core/schemas/users';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';
import { accessKeys } from './keys';

export type PrivilegeEntry = z.output<typeof PrivilegeView>;

/** GET /api/privilege: the global privilege catalogue, by key. */
export const privilegesQuery = () =>
  queryOptions({
    queryKey: accessKeys.privileges(),
    queryFn: ({ signal }) => callRoute(usersRoutes.listPrivileges, { signal }),
  });

export const usePrivileges = () => useQuery(privilegesQuery());
