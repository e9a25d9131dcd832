import { usersRoutes } from '@esg/core/contract/users';
import * as UserAdmin from '@esg/core/domain/userAdmin';
import { groupHandler } from '../http/group';

export const handler = groupHandler(usersRoutes, {
  listUsers: async ({ m, query }) => UserAdmin.listUsers(m, query),
});
